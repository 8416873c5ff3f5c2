import { SegmentedControl, type SegmentedControlProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * A segmented choice that stacks its options on a phone, where three Swedish labels side by side
 * ("Fast täckningsgrad") would be cut off.
 */
export function ChoiceControl(props: SegmentedControlProps) {
  const narrow = useMediaQuery('(max-width: 36em)');
  return <SegmentedControl fullWidth orientation={narrow ? 'vertical' : 'horizontal'} {...props} />;
}
