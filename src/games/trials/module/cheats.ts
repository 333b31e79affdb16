export const TRIALS_CHEATS = [];
