import {Icon, type IconData} from '@nada/ui';
import type {ReactNode} from 'react';

/** One limit or feature of a plan, with its icon. */
export interface PlanLimit {
  icon: IconData;
  text: ReactNode;
}

/** A plan card's limits, one line each with its icon (the table's cards and PlanCard). Not exported from the package. */
export function PlanLimitList({className, limits}: {className: string; limits: readonly PlanLimit[]}) {
  return (
    <ul className={className}>
      {limits.map((limit) => (
        <li key={limit.icon.name}>
          <Icon icon={limit.icon} size={18} />
          <span>{limit.text}</span>
        </li>
      ))}
    </ul>
  );
}
