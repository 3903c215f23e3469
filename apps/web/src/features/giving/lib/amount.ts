/** Quick-pick values of the amount fields, in whole units of the church's currency (50, 100, 200). */
export const QUICK_PICK_UNITS = [50, 100, 200] as const;
