// The texts of the Staff tab.

export const STAFF_TEXTS = {
  invite: 'Invite Staff',
  inviteHelp: 'They receive an e-mail with a link that signs them in to your school with this role and asks them to choose a password.',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  role: 'Role',
  send: 'Send Invitation',
  members: 'Staff and Members',
  invited: 'Invited',
  active: 'Active',
  save: 'Save Role',
  loadFailed: 'Failed to load your school’s staff',
  inviteFailed: 'Failed to send the invitation',
  roleFailed: 'Failed to change the role',
  you: '(you)',
} as const;
