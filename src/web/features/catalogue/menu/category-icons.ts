import { normaliseSearchText } from '@shared/domain/catalogue-search';
import {
  type Icon,
  IconArrowsJoin,
  IconBath,
  IconCategory,
  IconDroplet,
  IconFlame,
  IconGauge,
  IconNut,
  IconPipeline,
  IconPropeller,
  IconRipple,
  IconTemperature,
  IconTemperaturePlus,
  IconTools,
} from '@tabler/icons-react';

/**
 * The provider's category tree carries no pictures, so the menu and the start page pick an icon from
 * the category's name. Order matters: the more specific word first ("golvvärme" before "värme"). A
 * category none of these words names gets the generic icon, which is fine for an imported tree.
 */
const rules: ReadonlyArray<[RegExp, Icon]> = [
  [/golvvarme/, IconTemperature],
  [/varmvatten/, IconTemperaturePlus],
  [/radiator|varme/, IconFlame],
  [/\bror\b|ror$/, IconPipeline],
  [/koppling|rordel/, IconArrowsJoin],
  [/blandare/, IconDroplet],
  [/ventil/, IconGauge],
  [/pump/, IconPropeller],
  [/wc|bad|dusch|tvattstall/, IconBath],
  [/avlopp|brunn/, IconRipple],
  [/verktyg/, IconTools],
  [/reservdel|tillbehor|infastning/, IconNut],
];

export function categoryIcon(name: string): Icon {
  const text = normaliseSearchText(name);
  return rules.find(([pattern]) => pattern.test(text))?.[1] ?? IconCategory;
}
