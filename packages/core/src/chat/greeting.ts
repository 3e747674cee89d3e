/** The first greeting with every `{name}` replaced by the user's name. */
export function greetingFor(template: string, fullName: string): string {
  return template.replaceAll('{name}', fullName.trim());
}

/** A counsellor's first name, as a message to the user is signed (ADR 116). */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}
