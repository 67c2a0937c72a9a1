import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LEGAL_EMAIL, PRIVACY_EMAIL } from '../../site/contact.ts';
import { renderApp } from '../../testing/render-app.tsx';

const text = () => document.body.textContent ?? '';

describe('public pages', () => {
  it('home has the hero, the claims, feature cards and calls to action', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const claims = screen.getByRole('region', { name: 'Assess in numbers' });
    for (const [value, label] of [['10K+', 'Students'], ['95%', 'Faster Grading'], ['99.9%', 'Uptime']] as const) {
      expect(within(claims).getByText(value)).toBeTruthy();
      expect(within(claims).getByText(label)).toBeTruthy();
    }
    expect(screen.getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(6);
    expect(screen.getByRole('link', { name: 'Get Started Free' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Explore Features' }).getAttribute('href')).toBe('/features');
  });

  it('features lists categories, the eight integrations and integration support', async () => {
    renderApp('/features');
    const integrations = await screen.findByRole('heading', { level: 2, name: 'Integrations' });
    const section = integrations.closest('section') as HTMLElement;
    const names = within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(names).toEqual(['Canvas', 'Moodle', 'Blackboard', 'Schoology', 'Google Classroom', 'Clever', 'ClassLink', 'Zoom']);
    expect(screen.getByRole('heading', { level: 2, name: 'What you can do' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Integration support' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Custom integration' })).toBeTruthy();
  });

  it('pricing states the beta, free access, pricing coming soon in Q3 2025 and custom LMS integration by contact', async () => {
    renderApp('/pricing');
    await screen.findByRole('heading', { level: 1, name: 'Pricing' });
    expect(screen.getByText('Assess is in beta')).toBeTruthy();
    expect(text()).toContain('Free access for everyone during the beta.');
    expect(screen.getByRole('heading', { name: 'Pricing coming soon' })).toBeTruthy();
    expect(text()).toContain('Expected launch: Q3 2025');
    expect(screen.getByRole('heading', { name: 'Custom LMS integration' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toMatch(/^mailto:/);
  });

  it('privacy describes FERPA, GDPR, COPPA, CCPA, human review, the 30-day deletion wait and 3 to 7 years of records', async () => {
    renderApp('/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    for (const law of ['FERPA', 'GDPR', 'COPPA', 'CCPA']) expect(text()).toContain(law);
    expect(text()).toContain('Teachers review AI grades and may override any mark');
    expect(text()).toContain('we wait 30 days before deleting it');
    expect(text()).toContain('Educational records are kept for 3 to 7 years');
    expect(text()).toContain('Student data is used only for education');
    expect(text()).toContain('We respond to privacy inquiries within 72 hours.');
    expect(text()).toContain('We answer data requests within 30 days.');
    expect(screen.getByRole('link', { name: PRIVACY_EMAIL })).toBeTruthy();
  });

  it('terms has 15 numbered sections, contact details and links to /privacy and /cookies', async () => {
    renderApp('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent ?? '');
    expect(sections).toHaveLength(15);
    sections.forEach((heading, index) => expect(heading.startsWith(`${index + 1}. `)).toBe(true));
    expect(sections[14]).toBe('15. Contact Information');
    expect(text()).toContain('We answer legal inquiries within 5 business days.');
    expect(text()).toContain('We reply to messages within 24 hours.');
    expect(text()).toContain('limited to the amount you paid us in the 12 months preceding the claim');
    expect(screen.getByRole('link', { name: LEGAL_EMAIL })).toBeTruthy();
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toContain('/privacy');
    expect(links).toContain('/cookies');
  });

  it('cookies has the table of categories with purpose, duration and essential, and links to /privacy and /terms', async () => {
    renderApp('/cookies');
    await screen.findByRole('heading', { level: 1, name: 'Cookie Policy' });
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent));
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Category', 'Purpose', 'Duration', 'Essential']);
    const byName = rows.filter((cells) => cells.length > 0).map(([name, , duration, essential]) => [name, duration, essential]);
    expect(byName).toEqual([
      ['Authentication', 'Session or 30 days', 'Yes'],
      ['Preferences', '1 year', 'No'],
      ['Analytics', '2 years', 'No'],
      ['Functional', 'Session or 1 year', 'No'],
    ]);
    expect(text()).toContain("your institution's administrators control its cookie policies");
    const main = screen.getByRole('main');
    const links = within(main).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toContain('/privacy');
    expect(links).toContain('/terms');
  });
});
