/** The firm: the owner of every firm-scoped row, and its number series. */
export { type FirmRow, findFirm } from './firms.repository';
export { firms, numberSeries, type SeriesName } from './firms.table';
