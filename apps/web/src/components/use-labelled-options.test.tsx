import { UserRole, userRoleLabel } from '@app/contract';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpComponentTests } from '../testing/component-tests.ts';
import { useLabelledOptions } from './use-labelled-options.ts';

setUpComponentTests();

describe('useLabelledOptions', () => {
  it('names the given values by their contract labels, in the order given', () => {
    const { result } = renderHook(() =>
      useLabelledOptions([UserRole.Manager, UserRole.Admin], userRoleLabel),
    );
    expect(result.current).toEqual([
      { value: UserRole.Manager, label: userRoleLabel[UserRole.Manager] },
      { value: UserRole.Admin, label: userRoleLabel[UserRole.Admin] },
    ]);
  });
});
