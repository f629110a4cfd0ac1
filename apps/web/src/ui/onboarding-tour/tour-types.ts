export interface TourStep {
  /** CSS selector of the element the step points at; the first rendered match is used. */
  target: string;
  title: string;
  description: string;
  /** A short label shown above the title, e.g. "Navigation". */
  tag?: string;
  /** Runs when the tour arrives at this step (also when it starts on it). */
  beforeScript?: () => void;
  /** Runs when the tour leaves this step (also when it ends on it). */
  afterScript?: () => void;
}

/** What a caller's own template (`defaultTemplate={false}`) receives. */
export interface TourRenderProps {
  step: TourStep;
  stepIndex: number;
  stepCount: number;
  isFirst: boolean;
  isLast: boolean;
  labelTerminate: string;
  /** Ids the default card gives its title and description; a custom template should use them too. */
  titleId: string;
  descriptionId: string;
  next: () => void;
  previous: () => void;
  goTo: (stepIndex: number) => void;
  end: () => void;
}
