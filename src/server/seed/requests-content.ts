import { and, asc, eq } from 'drizzle-orm';
import { hashPassword } from '../features/employees';
import {
  customerApplications,
  registrationRequests,
  surveyAnswers,
  surveyFields,
  surveys,
} from '../features/forms';
import type { Db } from '../platform/db/database';

/**
 * Requests waiting for the provider's decision (issue #23), so the administration has work to show: an
 * existing customer's registration with a customer number, one with only company and city, and a
 * company's application to become a customer, and one for a guest account. Fixed times keep the seed
 * deterministic.
 */
export async function seedDemoRequests(db: Db): Promise<void> {
  const passwordHash = await hashPassword('Kopparrör-2026');
  await db.insert(registrationRequests).values([
    {
      login: 'jonas.berg',
      passwordHash,
      phone: '070-318 22 41',
      email: 'jonas.berg@norrlandsror.se',
      customerCode: '100318',
      interests: ['Kurser och event'],
      createdAt: new Date('2026-11-26T07:42:00Z'),
    },
    {
      login: 'petra.lind',
      passwordHash,
      phone: '073-644 10 55',
      email: 'petra@lindsvvs.se',
      companyName: 'Linds VVS & Värme',
      city: 'Kristianstad',
      interests: [],
      createdAt: new Date('2026-11-27T15:05:00Z'),
    },
  ]);
  await db.insert(customerApplications).values({
    companyName: 'Österlens Rör AB',
    organisationNumber: '5560360793',
    trade: 'VVS',
    contactName: 'Nils Åkesson',
    phone: '0411-55 20 10',
    email: 'nils@osterlensror.se',
    warehouseCode: 'MMA',
    message: 'Vi är sex montörer i Simrishamn och vill handla på konto från årsskiftet.',
    createdAt: new Date('2026-11-28T09:12:00Z'),
  });
  await seedGuestApplication(db);
}

/** A visitor's answer to the guest-account form, given in the order of the form's questions. */
async function seedGuestApplication(db: Db): Promise<void> {
  const [survey] = await db
    .select({ id: surveys.id })
    .from(surveys)
    .where(and(eq(surveys.type, 'APPLY_FOR_GUEST_ACCOUNT'), eq(surveys.active, true)))
    .limit(1);
  if (!survey) return;
  const fields = await db
    .select({ id: surveyFields.id })
    .from(surveyFields)
    .where(eq(surveyFields.surveyId, survey.id))
    .orderBy(asc(surveyFields.position));
  const given = [
    'Bäckström Värmeteknik AB',
    '559214-0080',
    'Sara Bäckström',
    'sara@backstromvarme.se',
    '070-412 88 09',
    'VVS',
    'Vi installerar värmepumpar i Hässleholm och vill prova offerter med ROT innan vi öppnar konto.',
  ];
  await db.insert(surveyAnswers).values({
    surveyId: survey.id,
    values: fields.map((f, i) => ({ id: f.id, value: given[i] ?? '' })),
    createdAt: new Date('2026-11-28T13:40:00Z'),
  });
}
