/** The first greeting with every `{name}` replaced by the user's name. */
export function greetingFor(template: string, fullName: string): string {
  return template.replaceAll('{name}', fullName.trim());
}
