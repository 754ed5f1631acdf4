// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import InvitationPage from './InvitationPage';

function Where() {
  const location = useLocation();
  return <p>{`${location.pathname}${location.search}`}</p>;
}

describe('/invitation', () => {
  it('opens the register page in invitation mode with the same query', async () => {
    const router = createMemoryRouter(
      [
        { path: '/invitation', element: <InvitationPage /> },
        { path: '/register', element: <Where /> },
      ],
      { initialEntries: ['/invitation?tokeninv=t-1&type=AGENT'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('/register?tokeninv=t-1&type=AGENT')).toBeTruthy();
  });
});
