import { formatDanishDateTime, offerExpiresAt } from '@studiekraft/shared/rules/offer-validity';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { projectRow } from '../../../test/project-fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ProjectDetails } from '../components/project-details.tsx';

const offeredDaysAgo = (days: number) => {
  const offeredAt = new Date(Date.now() - days * 86_400_000);
  const expiresAt = offerExpiresAt(offeredAt);
  return {
    project: { offered_at: offeredAt.toISOString(), offer_expires_at: expiresAt.toISOString() },
    date: formatDanishDateTime(expiresAt),
  };
};

describe('project details', () => {
  it('says until when an open offer stands, and when it has expired', () => {
    const fresh = offeredDaysAgo(1);
    const { unmount } = renderWithProviders(
      <ProjectDetails
        project={projectRow({ status: 'project-offer-posted', offered_price: 300, offered_hours: 5, ...fresh.project })}
        viewerIsStudent={false}
      />,
    );
    expect(screen.getByTestId('offer-expiry').textContent).toBe(`Tilbuddet gælder til ${fresh.date}`);
    unmount();

    const old = offeredDaysAgo(10);
    renderWithProviders(
      <ProjectDetails
        project={projectRow({ status: 'project-offer-posted', offered_price: 300, offered_hours: 5, ...old.project })}
        viewerIsStudent={false}
      />,
    );
    expect(screen.getByTestId('offer-expiry').textContent).toBe(
      `Tilbuddet udløb den ${old.date}. Den studerende kan sende det igen.`,
    );
  });

  it('shows the billable hours of accepted hourly work, with approved extra hours, and no expiry', () => {
    renderWithProviders(
      <ProjectDetails
        project={projectRow({
          status: 'project-offer-accepted',
          offered_price: 300,
          offered_hours: 5,
          accepted_price: 300,
          price_accepted_at: '2026-11-02T10:00:00.000Z',
          billable_hours: 7,
          extra_hours_approved: 2,
          ...offeredDaysAgo(30).project,
        })}
        viewerIsStudent
      />,
    );
    expect(screen.getByRole('row', { name: 'Godkendte ekstra timer 2 timer' })).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Timer der kan faktureres 7 timer' })).toBeTruthy();
    expect(screen.queryByTestId('offer-expiry')).toBeNull();
  });
});
