/** Bank files of incoming payments (issue #16): read a BgMax file, handle what did not match. */
export const paymentImportPages = {
  bankFiles: () => import('./BankFilesPage'),
};
