/** The standard security questions; the web shows each through its i18n key. Ids never change meaning. */
export const STANDARD_SECURITY_QUESTIONS = [
  { id: 1, key: 'office.securityQuestion.motherMaidenName' },
  { id: 2, key: 'office.securityQuestion.firstPet' },
  { id: 3, key: 'office.securityQuestion.birthCity' },
  { id: 4, key: 'office.securityQuestion.firstSchool' },
  { id: 5, key: 'office.securityQuestion.favouriteTeacher' },
] as const;
