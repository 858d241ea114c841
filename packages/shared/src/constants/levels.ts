/** Student levels in order (spec section 1); every student starts at rough-diamond. */
export const levelKeys = ['rough-diamond', 'rising-star', 'mastermind'] as const;
export type LevelKey = (typeof levelKeys)[number];

export const levelNames: Record<LevelKey, string> = {
  'rough-diamond': 'Rough Diamond',
  'rising-star': 'Rising Star',
  mastermind: 'Mastermind',
};

/** Hourly paygrades per level in kr. excluding VAT (ARCHITECTURE.md section 5). */
export const hourlyPaygrades: Record<LevelKey, number> = {
  'rough-diamond': 190,
  'rising-star': 225,
  mastermind: 260,
};
