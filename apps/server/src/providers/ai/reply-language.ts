import { UI_LANGUAGES, type UiLanguage } from '@leadloop/domain';

/**
 * Which of the product's five languages a reply is written in, from its most frequent short words (accents
 * off, lower case). A reply of a few words is enough: replies are short and the five languages share few
 * function words. No package: the detectors on npm (franc, tinyld) know hundreds of languages and are weaker
 * on two-word replies than a list restricted to the five we need. English when nothing is recognised.
 */
const STOP_WORDS: Record<UiLanguage, string[]> = {
  en: 'the a an and or but to of in on for with is are am be was we i you me my our your it this that not no yes thanks thank please us from at have has will would can could do don dont just me s m ll re'.split(
    ' ',
  ),
  fr: 'le la les un une des et ou mais de du au aux en pour avec est sont suis je vous nous mon ma mes notre votre ce cette pas ne oui non merci plus tres bien sur qui que quoi c j l d n m s qu'.split(
    ' ',
  ),
  de: 'der die das den dem des ein eine einen einem und oder aber zu von im in am auf fur mit ist sind bin ich sie wir mich mir uns unser ihr ihre ihnen nicht kein keine ja nein danke bitte bis noch nur auch wie was wer'.split(
    ' ',
  ),
  es: 'el la los las un una unos y o pero de del al en para con es son estoy soy yo usted nosotros me mi mis nuestro su sus no si gracias por favor muy que este esta eso hasta mas le les lo se'.split(
    ' ',
  ),
  pt: 'o a os as um uma e ou mas de do da dos das no na em para com e sao estou sou eu voce nos me meu minha nosso seu sua nao sim obrigado obrigada por favor muito que este esta isso ate mais lhe vos pra tem'.split(
    ' ',
  ),
};
const INDEX = new Map<string, UiLanguage[]>();
for (const lang of UI_LANGUAGES)
  for (const w of STOP_WORDS[lang]) INDEX.set(w, [...(INDEX.get(w) ?? []), lang]);

/** Letters typical of one language (checked before accents are removed). */
const MARKS: Array<[UiLanguage, RegExp]> = [
  ['de', /[äöüß]/g],
  ['es', /[ñ¿¡]/g],
  ['pt', /[ãõ]|ção|ções/g],
  ['fr', /[èêëàùûœç]/g],
];

export function plainWords(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/ß/g, 'ss')
      .match(/[a-z0-9]+/g) ?? []
  );
}

export function detectReplyLanguage(text: string): UiLanguage {
  const score: Record<UiLanguage, number> = { en: 0, fr: 0, de: 0, es: 0, pt: 0 };
  for (const w of plainWords(text)) {
    const langs = INDEX.get(w);
    if (langs) for (const l of langs) score[l] += 1 / langs.length;
  }
  const lower = text.toLowerCase();
  for (const [lang, re] of MARKS) score[lang] += (lower.match(re)?.length ?? 0) * 0.5;
  let best: UiLanguage = 'en';
  for (const l of UI_LANGUAGES) if (score[l] > score[best]) best = l;
  return best;
}
