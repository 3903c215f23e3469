/**
 * The groups module's front door: all that other modules may import from it (lint rule "floors/module-doors";
 * modules/README.md "Floors and front doors"). One line per export: why it is here, and who uses it.
 * - groupsPersonalData, meetingsPersonalData: personal data handlers (account deletion and export) (account-deletion)
 * - adminCells, adminCell, createAdminCell, updateAdminCell, moveCellMember, adminCellRequests, adminStudies,
 *   createAdminStudy, updateAdminStudy, cellSettings, saveAdminCellSettings: cells, studies and their settings in
 *   the staff console, each in the console's audited transaction (admin)
 * - cellHealth: a cell's attendance over time, for the console's health view (admin)
 */
export { groupsPersonalData } from './groups.personal-data.repository.ts';
export { meetingsPersonalData } from './meetings.personal-data.repository.ts';
export {
  adminCell,
  adminCellRequests,
  adminCells,
  adminStudies,
  cellSettings,
  createAdminCell,
  createAdminStudy,
  moveCellMember,
  saveAdminCellSettings,
  updateAdminCell,
  updateAdminStudy,
} from './cells-admin.ts';
export { cellHealth } from './cell-health.ts';
