import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brandManifest } from '../../../test/brand-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { evaluateRule } from '../../engine/rules/evaluate';
import { buildFacts } from '../../member/facts';
import { accountFixture, contextFixture } from '../../member/member-context.fixture';
import PreventiveCareCard from './PreventiveCareCard';

describe('PreventiveCareCard', () => {
  it('names the plan year and links the city help line and email', () => {
    renderWithProviders(<PreventiveCareCard planYear="2026-2027" phone="503-555-0199" email="wellness@portlandoregon.example" />);
    const card = screen.getByRole('region', { name: 'Preventative care initiative' });
    expect(card).toHaveTextContent('2026-2027 plan year');
    expect(within(card).getByRole('link', { name: '503-555-0199' })).toHaveAttribute('href', 'tel:5035550199');
    expect(within(card).getByRole('link', { name: 'wellness@portlandoregon.example' })).toHaveAttribute(
      'href',
      'mailto:wellness@portlandoregon.example',
    );
  });

  it('is placed in the main manifest for group 10002805 only (spec §9)', () => {
    const tile = brandManifest('main').pages.home.sections.find((t) => t.widget === 'preventiveCareCard');
    const inGroup = (groupId: string) => buildFacts(contextFixture({ account: accountFixture(undefined, groupId) }));
    expect(tile?.props).toMatchObject({ planYear: '2026-2027' });
    expect(evaluateRule(tile?.rule, inGroup('10002805'), {})).toBe(true);
    expect(evaluateRule(tile?.rule, inGroup('10004760'), {})).toBe(false);
  });
});
