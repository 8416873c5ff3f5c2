import { hashPassword } from '../features/employees';
import { customerApplications, registrationRequests } from '../features/forms';
import type { Db } from '../platform/db/database';

/**
 * Requests waiting for the provider's decision (issue #23), so the administration has work to show: an
 * existing customer's registration with a customer number, one with only company and city, and a
 * company's application to become a customer. Fixed times keep the seed deterministic.
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
}
