import { studentAccountChip } from '@assess/core';
import { Chip } from '@assess/ui';

/** A student record's Account column: linked, invited or none, as core's rule names and colours it. */
export function AccountChip({ student }: { student: Parameters<typeof studentAccountChip>[0] }) {
  const chip = studentAccountChip(student);
  return (
    <Chip size="sm" color={chip.colour}>
      {chip.label}
    </Chip>
  );
}
