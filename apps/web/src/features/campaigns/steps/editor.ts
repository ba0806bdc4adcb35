import type { ComponentType, LazyExoticComponent } from 'react';
import type { CampaignStep, StepVariant } from '../types';

/** What a step's own fields get: the step, its change, and the error the builder found on it. */
export interface StepFieldsProps {
  step: CampaignStep;
  onChange: (step: CampaignStep) => void;
  error?: string | null;
}

/**
 * A step type's editor in the builder (registered.ts): its own fields, loaded lazily from its folder,
 * and what the common editor (builder/step-editor.tsx) needs to know about it.
 */
export interface StepEditorEntry {
  Fields?: LazyExoticComponent<ComponentType<StepFieldsProps>>;
  /** The step's fields go above its texts (default: below). */
  fieldsFirst?: boolean;
  /** Shown under each text variant. */
  TextTools?: LazyExoticComponent<ComponentType<{ step: CampaignStep; variant: StepVariant }>>;
  /** The step's fields show the builder's error themselves (else the inspector shows it). */
  ownsError?: boolean;
  /** No wait before the step (a question, not an action). */
  noDelay?: boolean;
  /** The step branches (yes / no): the next step is added on a branch. */
  branches?: boolean;
  /** The translation key of its text's label (default `builder.text`). */
  textLabel?: string;
  /** Whether its subject is hidden (an email that replies in the thread has none). */
  hidesSubject?: (step: CampaignStep) => boolean;
}
