import { MEETING_EDIT_DAYS } from '@congrega/contract/groups-leader';

const DAY_MS = 86_400_000;

/**
 * Whether a recorded meeting may still be changed or deleted: by staff always, by a leader of its cell within
 * MEETING_EDIT_DAYS of when it was recorded (meeting-edit.service.ts; the meeting's detail says so as `editavel`).
 */
export function meetingEditable(criadoEm: Date, staff: boolean, now = Date.now()): boolean {
  return staff || now - criadoEm.getTime() <= MEETING_EDIT_DAYS * DAY_MS;
}
