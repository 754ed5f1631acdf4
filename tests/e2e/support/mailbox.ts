/** Reads the developer mailbox (GET /dev/mailbox with Accept: application/json). */
export type OutboxMail = { id: string; to: string; subject: string; text: string; links: string[]; createdAt: string };

export async function mailsTo(baseUrl: string, address: string): Promise<OutboxMail[]> {
  const answer = await fetch(`${baseUrl}/dev/mailbox`, { headers: { accept: 'application/json' } });
  if (!answer.ok) throw new Error(`mailbox answered ${answer.status}`);
  const mails = (await answer.json()) as OutboxMail[];
  return mails.filter((mail) => mail.to.toLowerCase() === address.toLowerCase());
}

export async function latestLinkTo(baseUrl: string, address: string, pathPart: string): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const mails = await mailsTo(baseUrl, address);
    for (const mail of mails) {
      const link = mail.links.find((candidate) => candidate.includes(pathPart));
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail to ${address} with a link containing ${pathPart}`);
}
