/** The locale prefix of a staff detail page, so a shared staff control speaks of that page's kind of user. */
export type StaffDetailTexts = 'adminCustomers.detail' | 'adminStudents.detail';
