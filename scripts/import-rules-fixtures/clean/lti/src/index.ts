export const lti = 'lti';
