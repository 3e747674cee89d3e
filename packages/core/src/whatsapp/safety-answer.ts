import type { CrisisContact } from '../selftest/crisis-contacts';
import { closedNowText, weeklySummary } from '../service-hours/describe';
import { serviceStatus, type ServiceHours } from '../service-hours/schedule';
import { coreCrisisNumbers } from '../site/site-defaults';
import { whatsappMessages } from './messages';

export interface SafetyAnswerInput {
  /** The configured crisis help list: its phone numbers follow the site's own (once each). */
  contacts: CrisisContact[];
  hours: ServiceHours;
  now: Date;
  /** The person's place among the conversations waiting for a first answer (1 = next). */
  queuePlace: number;
  /** The site's safety plan page, offered while no counsellor is on duty. */
  safetyPlanUrl: string;
}

/**
 * The automatic answer to a person's first WhatsApp message and to any with crisis language
 * (api.md "WhatsApp"): the crisis numbers, whether a counsellor is on duty or when one will be,
 * and their place in the queue; outside the hours, the safety plan page. Plain text: WhatsApp
 * shows no markup of ours.
 */
export function safetyAnswer({ contacts, hours, now, queuePlace, safetyPlanUrl }: SafetyAnswerInput): string {
  const m = whatsappMessages.safety;
  // The core numbers always, whatever the operator configured; theirs add to them, not repeat them.
  const phones = [...coreCrisisNumbers, ...contacts].flatMap((contact) =>
    contact.type === 'phone' ? [contact] : [],
  );
  const numbers = phones
    .filter((contact, index) => phones.findIndex((other) => other.number === contact.number) === index)
    .map((contact) => `- ${contact.name}: ${contact.display}`);
  // Closed: when it opens again, which is when a counsellor will answer.
  const open = serviceStatus(hours, now).open;
  const duty = open ? m.open : closedNowText(hours, now);
  const lines = [
    m.intro,
    '',
    m.crisisIntro,
    ...numbers,
    '',
    duty,
    m.hours(weeklySummary(hours)),
    m.queue(queuePlace),
    open ? null : m.safetyPlan(safetyPlanUrl),
  ];
  return lines.filter((line) => line !== null).join('\n');
}
