import type { Language } from '@seaward/contract';
import type { Tx } from '../client';
import { termsDocuments } from '../schema';

const TITLES: Record<Language, [string, string]> = {
  'en-GB': ['War Risks Trip Terms', 'Cover for declared trips into listed areas, subject to the policy terms, 7-day periods and the premium shown.'],
  'fr-FR': ['Conditions des voyages en risques de guerre', "Couverture des voyages déclarés en zone à risque aggravé, selon les conditions de la police, par périodes de 7 jours, pour la surprime indiquée."],
  'nb-NO': ['Vilkår for krigsrisikoreiser', 'Dekning for meldte reiser i betingede områder, etter polisevilkårene, i perioder på 7 dager og mot tilleggspremien som er vist.'],
  'ja-JP': ['戦争危険 航海約款', '除外水域への申告航海を、保険証券の条件に従い、7日単位の期間および表示の割増保険料にて補償します。'],
};

/** Terms and conditions in force for the demo, one version per language; invoices cite the one in force. */
export async function seedTerms(tx: Tx, tenantId: number) {
  await tx.insert(termsDocuments).values(
    (Object.keys(TITLES) as Language[]).map((language) => ({
      tenantId,
      language,
      version: '2025.2',
      title: TITLES[language][0],
      effectiveFrom: '2025-07-01',
      body: TITLES[language][1],
    })),
  );
}
