// The subject matter the layouts are filled with: short questions as schools set them, each with its mark points
// in the order a scheme lists them and an answer that is plainly wrong. The layouts differ in how they write a
// scheme, not in what they ask, so the same matter serves several of them.

export interface Topic {
  /** The question as a paper asks it. */
  question: string;
  /** Mark points, a mark each, in the order a scheme lists them. */
  points: string[];
  /** Another wording a scheme might accept for each point (same index), where one is natural. */
  accept?: (string | undefined)[];
  /** A wording a scheme would reject for the first point. */
  reject?: string;
  /** An answer that earns nothing. */
  wrong: string;
}

export const BANK = {
  kidney: {
    question: 'Describe how the kidneys control the content of the blood.',
    points: ['the kidney filters urea out of the blood', 'urea leaves the body in urine', 'useful glucose is reabsorbed into the blood'],
    accept: [undefined, 'urea is excreted in the urine', 'glucose is taken back into the blood'],
    reject: 'the kidney makes urea',
    wrong: 'the heart pumps the blood faster so it gets cleaner',
  },
  photosynthesis: {
    question: 'Describe what happens in photosynthesis.',
    points: ['carbon dioxide is taken in through the stomata', 'light energy is absorbed by chlorophyll', 'glucose and oxygen are produced'],
    accept: ['carbon dioxide enters through the stomata', 'chlorophyll traps light energy', 'glucose and oxygen are made'],
    reject: 'carbon dioxide is released',
    wrong: 'plants take in oxygen from the soil through their roots at night',
  },
  osmosis: {
    question: 'Explain what happens to a plant cell placed in pure water.',
    points: ['water enters the cell by osmosis', 'through the partially permeable membrane', 'the cell swells and becomes turgid'],
    accept: [undefined, 'across the cell membrane', 'the cell becomes firm'],
    reject: 'salt enters the cell',
    wrong: 'the cell wall dissolves and the cell shrinks',
  },
  fuse: {
    question: 'Explain how a fuse protects an appliance.',
    points: ['the fuse melts when the current is too large', 'this breaks the circuit', 'so no current flows to the appliance'],
    accept: ['the fuse wire melts if the current is too high', 'the circuit is broken', undefined],
    reject: 'the fuse stops the voltage',
    wrong: 'the fuse makes the electricity flow faster so it does not get hot',
  },
  rusting: {
    question: 'Explain why iron rusts and how painting prevents it.',
    points: ['iron reacts with oxygen and water', 'forming hydrated iron oxide', 'paint keeps out air and moisture'],
    accept: [undefined, 'rust is hydrated iron(III) oxide', 'paint forms a barrier to oxygen and water'],
    reject: 'iron reacts with carbon dioxide',
    wrong: 'iron rusts because heat from the sun melts its surface',
  },
  enzymes: {
    question: 'Explain why enzymes stop working at high temperatures.',
    points: ['the enzyme is denatured', 'the active site changes shape', 'the substrate no longer fits the active site'],
    accept: [undefined, 'the shape of the active site is altered', 'the substrate cannot bind'],
    reject: 'the enzyme is killed',
    wrong: 'the enzyme grows bigger and eats all the food',
  },
  skydiver: {
    question: 'Explain why a skydiver reaches terminal velocity.',
    points: ['air resistance increases as the speed increases', 'until air resistance equals the weight', 'so the resultant force is zero and the speed stays constant'],
    accept: ['drag increases with speed', 'drag becomes equal to weight', undefined],
    reject: 'gravity decreases',
    wrong: 'the skydiver stops falling because gravity switches off high up',
  },
  conduction: {
    question: 'Explain why metals are good conductors of heat.',
    points: ['metals have free electrons', 'the free electrons carry energy through the metal', 'the ions in the lattice vibrate and pass energy on'],
    accept: ['metals have delocalised electrons', undefined, undefined],
    reject: 'metals have free protons',
    wrong: 'metals are shiny so they reflect the cold away',
  },
  immunity: {
    question: 'Describe how white blood cells defend the body against pathogens.',
    points: ['white blood cells engulf pathogens', 'lymphocytes make antibodies', 'antitoxins neutralise the toxins'],
    accept: ['phagocytes ingest pathogens', 'antibodies are produced', undefined],
    reject: 'white blood cells make antibiotics',
    wrong: 'drinking water washes the germs out through the skin',
  },
  towns: {
    question: 'Explain why towns grew during the Industrial Revolution.',
    points: ['factories needed many workers', 'people moved from the countryside to the towns', 'houses were built quickly and close together'],
    accept: [undefined, 'rural workers migrated to towns', undefined],
    reject: 'the king ordered people to move',
    wrong: 'towns grew because the farms were given more land by the king',
  },
  coast: {
    question: 'Describe how a cliff retreats.',
    points: ['waves erode the base of the cliff by hydraulic action', 'a wave-cut notch forms', 'the overhanging rock collapses'],
    accept: [undefined, 'a notch is cut at the foot of the cliff', 'the overhang falls into the sea'],
    reject: 'wind erodes the cliff',
    wrong: 'sand blown from the desert builds the cliff up higher each year',
  },
  melting: {
    question: 'Explain what happens to the particles when a solid melts.',
    points: ['the particles gain energy', 'the particles vibrate more', 'the forces between the particles are overcome'],
    accept: ['the particles gain kinetic energy', undefined, 'the bonds between particles break'],
    reject: 'the particles expand',
    wrong: 'the particles get bigger and heavier when they are heated',
  },
  electrolysis: {
    question: 'Describe what happens to the ions during electrolysis.',
    points: ['positive ions move to the negative electrode', 'negative ions move to the positive electrode', 'the ions are discharged at the electrodes'],
    accept: ['cations move to the cathode', 'anions move to the anode', undefined],
    reject: 'electrons move through the solution',
    wrong: 'the electricity turns the water into solid metal bars',
  },
  greenhouse: {
    question: 'Explain how burning fossil fuels causes global warming.',
    points: ['burning fossil fuels releases carbon dioxide', 'carbon dioxide traps heat in the atmosphere', 'so the average temperature of the Earth rises'],
    accept: [undefined, 'carbon dioxide absorbs infrared radiation', undefined],
    reject: 'burning fossil fuels makes the ozone hole',
    wrong: 'the hole in the ozone layer lets the sea freeze in winter',
  },
  cpu: {
    question: 'Describe the fetch-execute cycle.',
    points: ['the CPU fetches an instruction from memory', 'the control unit decodes the instruction', 'the instruction is executed'],
    accept: [undefined, 'the instruction is decoded', 'the instruction is carried out'],
    reject: 'the instruction is stored on the hard disk',
    wrong: 'the mouse keeps the programs safe while the computer is switched off',
  },
  heart: {
    question: 'Describe how blood flows through the heart.',
    points: ['blood enters the right atrium from the vena cava', 'the right ventricle pumps blood to the lungs', 'the left ventricle pumps blood to the body'],
    accept: [undefined, 'the right ventricle sends blood to the lungs', 'the left ventricle sends blood round the body'],
    reject: 'blood goes to the lungs from the left ventricle',
    wrong: 'the stomach squeezes food into the heart where it turns into blood',
  },
} satisfies Record<string, Topic>;

export type TopicName = keyof typeof BANK;

/** The first `count` points written as a student who learned the scheme writes them: one sentence. */
export function saying(points: readonly string[]): string {
  if (points.length <= 1) return `${points[0] ?? ''}.`;
  return `${points.slice(0, -1).join(', ')} and ${points.at(-1)!}.`;
}
