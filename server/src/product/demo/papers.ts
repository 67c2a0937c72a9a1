/** One question (or question part) of a demo paper, with its mark scheme answer. */
export interface DemoQuestion {
  number: string;
  part: string;
  text: string;
  topic: string;
  marks: number;
  answer: string;
}

export interface DemoPaper {
  title: string;
  description: string;
  /** A system subject's name. */
  subject: string;
  minutes: number;
  /** How many days ago the students sat it. */
  daysAgo: number;
  questions: DemoQuestion[];
}

/** The demo teacher's papers, oldest first, over three subjects and about seven weeks. */
export const DEMO_PAPERS: DemoPaper[] = [
  {
    title: 'Cells and Organisation',
    description: 'Cell structure, microscopy and levels of organisation.',
    subject: 'Biology',
    minutes: 40,
    daysAgo: 49,
    questions: [
      { number: '1', part: 'a', text: 'Name the organelle where aerobic respiration takes place.', topic: 'Cell structure', marks: 2, answer: 'Mitochondria; they release energy from glucose' },
      { number: '1', part: 'b', text: 'State two structures found in plant cells but not in animal cells.', topic: 'Cell structure', marks: 2, answer: 'Cell wall; chloroplasts' },
      { number: '2', part: '', text: 'A cell is 0.02 mm long and its image is 8 mm long. Calculate the magnification.', topic: 'Microscopy', marks: 3, answer: 'Magnification = image size / actual size = 8 / 0.02 = 400 times' },
      { number: '3', part: '', text: 'Describe the levels of organisation from cell to organ system.', topic: 'Levels of organisation', marks: 4, answer: 'Cells form tissues; tissues form organs; organs work together in organ systems; each level has a specialised function' },
    ],
  },
  {
    title: 'Linear Equations',
    description: 'Solving and forming linear equations.',
    subject: 'Mathematics',
    minutes: 45,
    daysAgo: 42,
    questions: [
      { number: '1', part: '', text: 'Solve 3x + 7 = 22.', topic: 'Solving equations', marks: 2, answer: '3x = 15; x = 5' },
      { number: '2', part: '', text: 'Solve 5(x - 2) = 2x + 11.', topic: 'Solving equations', marks: 3, answer: '5x - 10 = 2x + 11; 3x = 21; x = 7' },
      { number: '3', part: '', text: 'A rectangle is 3 cm longer than it is wide and its perimeter is 26 cm. Find its width.', topic: 'Forming equations', marks: 4, answer: '2w + 2(w + 3) = 26; 4w + 6 = 26; w = 5 cm' },
      { number: '4', part: '', text: 'Find the gradient of the line through (1, 2) and (4, 11).', topic: 'Straight-line graphs', marks: 3, answer: 'Gradient = (11 - 2) / (4 - 1) = 3' },
    ],
  },
  {
    title: 'Atomic Structure',
    description: 'Atoms, isotopes and electron arrangement.',
    subject: 'Chemistry',
    minutes: 40,
    daysAgo: 35,
    questions: [
      { number: '1', part: '', text: 'Give the relative charge and mass of a proton, a neutron and an electron.', topic: 'Subatomic particles', marks: 3, answer: 'Proton +1 and mass 1; neutron 0 and mass 1; electron -1 and very small mass' },
      { number: '2', part: '', text: 'Explain what isotopes are, using carbon-12 and carbon-14.', topic: 'Isotopes', marks: 3, answer: 'Atoms of the same element with the same number of protons; different numbers of neutrons; carbon-14 has two more neutrons' },
      { number: '3', part: '', text: 'Write the electron arrangement of sodium (atomic number 11).', topic: 'Electron arrangement', marks: 2, answer: '2, 8, 1' },
      { number: '4', part: '', text: 'Describe how the model of the atom changed after the gold foil experiment.', topic: 'History of the atom', marks: 4, answer: 'Most alpha particles passed through so the atom is mostly empty space; some deflected so there is a small positive nucleus; the plum pudding model was replaced by the nuclear model' },
    ],
  },
  {
    title: 'Enzymes and Digestion',
    description: 'Enzyme action, factors affecting it, and the digestive system.',
    subject: 'Biology',
    minutes: 40,
    daysAgo: 28,
    questions: [
      { number: '1', part: '', text: 'Explain why enzymes are specific to their substrate.', topic: 'Enzyme action', marks: 3, answer: 'The active site has a specific shape; only the substrate fits; lock and key model' },
      { number: '2', part: '', text: 'Describe the effect of temperature on enzyme activity.', topic: 'Enzyme action', marks: 3, answer: 'Activity rises to an optimum; above it the active site changes shape; the enzyme is denatured' },
      { number: '3', part: '', text: 'Name the enzyme that breaks down starch and where it is made.', topic: 'Digestive system', marks: 2, answer: 'Amylase; salivary glands and pancreas' },
      { number: '4', part: '', text: 'Explain the role of bile in digestion.', topic: 'Digestive system', marks: 3, answer: 'Bile neutralises stomach acid; it emulsifies fats into small droplets; this increases the surface area for lipase' },
    ],
  },
  {
    title: 'Geometry and Measures',
    description: 'Angles, area and Pythagoras.',
    subject: 'Mathematics',
    minutes: 45,
    daysAgo: 14,
    questions: [
      { number: '1', part: '', text: 'Find the size of each interior angle of a regular hexagon.', topic: 'Angles', marks: 2, answer: 'Exterior angle = 360 / 6 = 60; interior angle = 120 degrees' },
      { number: '2', part: '', text: 'Find the area of a trapezium with parallel sides 6 cm and 10 cm and height 4 cm.', topic: 'Area', marks: 3, answer: 'Area = (6 + 10) / 2 x 4 = 32 square centimetres' },
      { number: '3', part: '', text: 'A right-angled triangle has shorter sides 5 cm and 12 cm. Find the hypotenuse.', topic: "Pythagoras' theorem", marks: 3, answer: '5 squared + 12 squared = 169; hypotenuse = 13 cm' },
      { number: '4', part: '', text: 'Find the circumference of a circle of radius 7 cm, to one decimal place.', topic: 'Circles', marks: 2, answer: 'C = 2 x pi x 7 = 44.0 cm' },
    ],
  },
  {
    title: 'Ecology',
    description: 'Food chains, adaptations and sampling.',
    subject: 'Biology',
    minutes: 40,
    daysAgo: 4,
    questions: [
      { number: '1', part: '', text: 'Explain why only about 10% of energy passes from one trophic level to the next.', topic: 'Food chains', marks: 3, answer: 'Energy is lost in respiration; as heat and movement; and in waste and parts not eaten' },
      { number: '2', part: '', text: 'Describe how a quadrat is used to estimate a plant population.', topic: 'Sampling', marks: 4, answer: 'Place quadrats at random; count the plants in each; find the mean per quadrat; multiply by the area of the field' },
      { number: '3', part: '', text: 'Give two adaptations of a cactus to a dry habitat.', topic: 'Adaptations', marks: 2, answer: 'Spines instead of leaves reduce water loss; a thick stem stores water' },
    ],
  },
];
