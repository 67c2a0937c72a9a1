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

/** A question as a row: number, part, text, topic, marks and its mark scheme answer. */
type QuestionRow = [number: string, part: string, text: string, topic: string, marks: number, answer: string];

function paper(head: Omit<DemoPaper, 'questions'>, rows: QuestionRow[]): DemoPaper {
  return { ...head, questions: rows.map(([number, part, text, topic, marks, answer]) => ({ number, part, text, topic, marks, answer })) };
}

/** The demo teacher's papers, oldest first, over three subjects and about seven weeks. */
export const DEMO_PAPERS: DemoPaper[] = [
  paper({ title: 'Cells and Organisation', description: 'Cell structure, microscopy and levels of organisation.', subject: 'Biology', minutes: 40, daysAgo: 49 }, [
    ['1', 'a', 'Name the organelle where aerobic respiration takes place.', 'Cell structure', 2, 'Mitochondria; they release energy from glucose'],
    ['1', 'b', 'State two structures found in plant cells but not in animal cells.', 'Cell structure', 2, 'Cell wall; chloroplasts'],
    ['2', '', 'A cell is 0.02 mm long and its image is 8 mm long. Calculate the magnification.', 'Microscopy', 3, 'Magnification = image size / actual size = 8 / 0.02 = 400 times'],
    ['3', '', 'Describe the levels of organisation from cell to organ system.', 'Levels of organisation', 4, 'Cells form tissues; tissues form organs; organs work together in organ systems; each level has a specialised function'],
  ]),
  paper({ title: 'Linear Equations', description: 'Solving and forming linear equations.', subject: 'Mathematics', minutes: 45, daysAgo: 42 }, [
    ['1', '', 'Solve 3x + 7 = 22.', 'Solving equations', 2, '3x = 15; x = 5'],
    ['2', '', 'Solve 5(x - 2) = 2x + 11.', 'Solving equations', 3, '5x - 10 = 2x + 11; 3x = 21; x = 7'],
    ['3', '', 'A rectangle is 3 cm longer than it is wide and its perimeter is 26 cm. Find its width.', 'Forming equations', 4, '2w + 2(w + 3) = 26; 4w + 6 = 26; w = 5 cm'],
    ['4', '', 'Find the gradient of the line through (1, 2) and (4, 11).', 'Straight-line graphs', 3, 'Gradient = (11 - 2) / (4 - 1) = 3'],
  ]),
  paper({ title: 'Atomic Structure', description: 'Atoms, isotopes and electron arrangement.', subject: 'Chemistry', minutes: 40, daysAgo: 35 }, [
    ['1', '', 'Give the relative charge and mass of a proton, a neutron and an electron.', 'Subatomic particles', 3, 'Proton +1 and mass 1; neutron 0 and mass 1; electron -1 and very small mass'],
    ['2', '', 'Explain what isotopes are, using carbon-12 and carbon-14.', 'Isotopes', 3, 'Atoms of the same element with the same number of protons; different numbers of neutrons; carbon-14 has two more neutrons'],
    ['3', '', 'Write the electron arrangement of sodium (atomic number 11).', 'Electron arrangement', 2, '2, 8, 1'],
    ['4', '', 'Describe how the model of the atom changed after the gold foil experiment.', 'History of the atom', 4, 'Most alpha particles passed through so the atom is mostly empty space; some deflected so there is a small positive nucleus; the plum pudding model was replaced by the nuclear model'],
  ]),
  paper({ title: 'Enzymes and Digestion', description: 'Enzyme action, factors affecting it, and the digestive system.', subject: 'Biology', minutes: 40, daysAgo: 28 }, [
    ['1', '', 'Explain why enzymes are specific to their substrate.', 'Enzyme action', 3, 'The active site has a specific shape; only the substrate fits; lock and key model'],
    ['2', '', 'Describe the effect of temperature on enzyme activity.', 'Enzyme action', 3, 'Activity rises to an optimum; above it the active site changes shape; the enzyme is denatured'],
    ['3', '', 'Name the enzyme that breaks down starch and where it is made.', 'Digestive system', 2, 'Amylase; salivary glands and pancreas'],
    ['4', '', 'Explain the role of bile in digestion.', 'Digestive system', 3, 'Bile neutralises stomach acid; it emulsifies fats into small droplets; this increases the surface area for lipase'],
  ]),
  paper({ title: 'Geometry and Measures', description: 'Angles, area and Pythagoras.', subject: 'Mathematics', minutes: 45, daysAgo: 14 }, [
    ['1', '', 'Find the size of each interior angle of a regular hexagon.', 'Angles', 2, 'Exterior angle = 360 / 6 = 60; interior angle = 120 degrees'],
    ['2', '', 'Find the area of a trapezium with parallel sides 6 cm and 10 cm and height 4 cm.', 'Area', 3, 'Area = (6 + 10) / 2 x 4 = 32 square centimetres'],
    ['3', '', 'A right-angled triangle has shorter sides 5 cm and 12 cm. Find the hypotenuse.', "Pythagoras' theorem", 3, '5 squared + 12 squared = 169; hypotenuse = 13 cm'],
    ['4', '', 'Find the circumference of a circle of radius 7 cm, to one decimal place.', 'Circles', 2, 'C = 2 x pi x 7 = 44.0 cm'],
  ]),
  paper({ title: 'Ecology', description: 'Food chains, adaptations and sampling.', subject: 'Biology', minutes: 40, daysAgo: 4 }, [
    ['1', '', 'Explain why only about 10% of energy passes from one trophic level to the next.', 'Food chains', 3, 'Energy is lost in respiration; as heat and movement; and in waste and parts not eaten'],
    ['2', '', 'Describe how a quadrat is used to estimate a plant population.', 'Sampling', 4, 'Place quadrats at random; count the plants in each; find the mean per quadrat; multiply by the area of the field'],
    ['3', '', 'Give two adaptations of a cactus to a dry habitat.', 'Adaptations', 2, 'Spines instead of leaves reduce water loss; a thick stem stores water'],
  ]),
];
