/** Whether to show '(diperbarui ...)': the item changed after it was created. */
export function wasEdited(item: { createdAt: string; updatedAt: string }): boolean {
  return new Date(item.updatedAt).getTime() !== new Date(item.createdAt).getTime();
}
