import { type User, UserRole, UserStatus } from '@app/contract';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setUpComponentTests } from '../../../testing/component-tests.ts';
import { WelcomeCard } from './welcome-card.tsx';

setUpComponentTests();

const userWith = (role: UserRole): User => ({
  id: 1,
  email: 'ana@studio.example',
  firstName: 'Ana',
  lastName: 'Lind',
  name: 'Ana Lind',
  phoneNumber: null,
  role,
  status: UserStatus.Active,
  avatarUrl: null,
  lastActivityAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('WelcomeCard next steps', () => {
  it.each([
    { role: UserRole.Admin, count: 4 },
    { role: UserRole.Manager, count: 3 },
  ])('counts the steps it lists ($count for role $role)', ({ role, count }) => {
    render(
      <MemoryRouter>
        <WelcomeCard user={userWith(role)} influencers={0} />
      </MemoryRouter>,
    );
    const steps = screen
      .getByText(`${count} steps to set up your workspace`)
      .closest('.MuiCard-root');
    expect(steps?.querySelectorAll('a[href]')).toHaveLength(count);
  });
});
