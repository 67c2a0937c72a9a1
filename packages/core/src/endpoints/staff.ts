// A school's staff (its administrators only): the members, an invitation by e-mail, a change of role.
import type { ApiClient } from '../api/client.js';
import { parseAnswer } from '../api/errors.js';
import type { LoadOptions } from '../resource/resource.js';
import { staffListSchema, staffMemberSchema, type StaffInvitationRequest, type StaffList, type StaffMember, type StaffRole } from '../schemas/staff.js';

const STAFF_PATH = '/school/staff';

/** GET /school/staff/: the administrator's school and its members, always fresh after a change. */
export async function fetchStaff(api: ApiClient, options: LoadOptions = {}): Promise<StaffList> {
  return parseAnswer(staffListSchema, await api.get(`${STAFF_PATH}/`, { fresh: options.fresh, signal: options.signal }));
}

/** POST /school/staff/invitations: the invited member, who receives the e-mail. */
export async function inviteStaff(api: ApiClient, body: StaffInvitationRequest): Promise<StaffMember> {
  return parseAnswer(staffMemberSchema, await api.post(`${STAFF_PATH}/invitations`, body, { invalidates: [STAFF_PATH] }));
}

/** PUT /school/staff/{userId}/role. */
export async function changeStaffRole(api: ApiClient, userId: string, role: StaffRole): Promise<StaffMember> {
  return parseAnswer(staffMemberSchema, await api.put(`${STAFF_PATH}/${encodeURIComponent(userId)}/role`, { role }, { invalidates: [STAFF_PATH] }));
}
