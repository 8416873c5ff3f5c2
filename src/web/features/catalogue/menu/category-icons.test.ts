import {
  IconArrowsJoin,
  IconBath,
  IconCategory,
  IconFlame,
  IconPipeline,
  IconTemperature,
  IconTemperaturePlus,
} from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import { categoryIcon } from './category-icons';

describe('category icons', () => {
  it('picks the most specific icon the name allows', () => {
    expect(categoryIcon('Rör och rördelar')).toBe(IconPipeline);
    expect(categoryIcon('Kopparrör')).toBe(IconPipeline);
    expect(categoryIcon('Gängade rördelar')).toBe(IconArrowsJoin);
    expect(categoryIcon('Golvvärme')).toBe(IconTemperature);
    expect(categoryIcon('Varmvatten')).toBe(IconTemperaturePlus);
    expect(categoryIcon('Radiatorer och värme')).toBe(IconFlame);
    expect(categoryIcon('WC och badrum')).toBe(IconBath);
    expect(categoryIcon('Solceller')).toBe(IconCategory);
  });
});
