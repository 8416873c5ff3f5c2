import type { OutgoingMail } from '../../platform/mail/mail.transport';

interface LinkMailInput {
  to: string;
  displayName: string;
  login: string;
  firmName: string;
  providerName: string;
  link: string;
}

/** An employee's invitation (the first administrator's too): the login and the link to choose a password. */
export function firstAdminMail(input: LinkMailInput & { roleLabel: string }): OutgoingMail {
  return {
    to: input.to,
    subject: `Välkommen till Montör – ${input.firmName}`,
    fromName: input.providerName,
    text: [
      `Hej ${input.displayName}!`,
      '',
      `${input.providerName} har öppnat ett konto i Montör för ${input.firmName}, med dig som ${input.roleLabel.toLowerCase()}.`,
      '',
      `Användarnamn: ${input.login}`,
      '',
      'Välj ditt lösenord inom en vecka med länken nedan. Sedan loggar du in med användarnamnet och lösenordet.',
      '',
      input.link,
      '',
      `Välkommen!\n${input.providerName}`,
    ].join('\n'),
  };
}

/** A new link when the first one expired or the password is forgotten and the mail address is the provider's. */
export function loginLinkMail(input: LinkMailInput): OutgoingMail {
  return {
    to: input.to,
    subject: `Välj lösenord till Montör – ${input.firmName}`,
    fromName: input.providerName,
    text: [
      `Hej ${input.displayName}!`,
      '',
      `${input.providerName} skickar dig en ny länk för att välja lösenord till Montör för ${input.firmName}.`,
      '',
      `Användarnamn: ${input.login}`,
      '',
      'Länken gäller en vecka. Har du inte bett om den kan du bortse från det här brevet; ditt lösenord ändras inte förrän du väljer ett nytt.',
      '',
      input.link,
      '',
      `Hälsningar\n${input.providerName}`,
    ].join('\n'),
  };
}
