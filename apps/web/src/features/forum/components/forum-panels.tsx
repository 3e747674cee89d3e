import { lazy } from 'react';

// The question's panel and the ask/edit panel hold the forms: react-hook-form, zod and the
// forum's schemas. A visitor reading the list needs none of it, so it is fetched and evaluated
// when a panel first opens or the visitor starts interacting (`preloadForumPanels`), never
// while the page hydrates (ADR 91).
const loadDetail = () => import('./question-detail-panel');
const loadForm = () => import('./question-form-panel');

export function preloadForumPanels(): void {
  void loadDetail();
  void loadForm();
}

export const QuestionDetailPanel = lazy(async () => ({ default: (await loadDetail()).QuestionDetailPanel }));
export const QuestionFormPanel = lazy(async () => ({ default: (await loadForm()).QuestionFormPanel }));
