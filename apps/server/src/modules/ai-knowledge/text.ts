/**
 * Text helpers of the knowledge base: folding (lower case, accents off), content tokens (the five
 * languages' function words left out) and sentence splitting. Retrieval and the support check read the
 * same tokens, so a passage found for a question is judged on the same words.
 */
const FUNCTION_WORDS = new Set(
  [
    // en
    'the a an and or but to of in on for with is are am be been was were we i you me my our your it its this that these those not no yes thanks thank please us from at by as have has had will would can could do does did dont just so if then than there their they them he she his her what which who whom how when where why also any all some more most very about into over such only own same too s t ll re ve m d hi hello dear best regards cheers',
    // fr
    'le la les un une des et ou mais de du au aux en pour avec est sont suis je vous nous mon ma mes notre nos votre vos ce cette ces cet pas ne oui non merci plus tres bien sur qui que quoi quel quelle quels quelles dans par il elle ils elles leur leurs se sa son ses y c j l d n m s qu comment quand ou bonjour salut cordialement',
    // de
    'der die das den dem des ein eine einen einem einer und oder aber zu von im in am auf fur mit ist sind bin ich sie wir mich mir uns unser unsere ihr ihre ihnen nicht kein keine ja nein danke bitte bis noch nur auch wie was wer wann wo warum es er sich zum zur bei aus hallo gruss grusse freundlichen',
    // es
    'el la los las un una unos unas y o pero de del al en para con es son estoy soy yo usted ustedes nosotros me mi mis nuestro nuestra su sus no si gracias por favor muy que este esta estos estas eso hasta mas le les lo se como cuando donde cual cuales hola saludos',
    // pt
    'o a os as um uma e ou mas de do da dos das no na nos nas em para com sao estou sou eu voce voces me meu minha nosso nossa seu sua nao sim obrigado obrigada por favor muito que este esta isso ate mais lhe pra tem como quando onde qual quais ola abraco',
  ]
    .join(' ')
    .split(/\s+/),
);

/** Lower case without accents (é → e, ß → ss), so the five languages' spellings meet. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** A light stem: plural and common inflection endings off, so "costs" meets "cost" (any of the five languages). */
function stem(word: string): string {
  if (word.length <= 4) return word;
  return word.replace(/(ies|es|s|en|er|e)$/, '');
}

/** The content words of a text, folded and stemmed; numbers and percentages are kept. */
export function contentTokens(text: string): string[] {
  const words = fold(text).match(/[a-z0-9]+(?:[.,][0-9]+)?%?/g) ?? [];
  return words.filter((w) => !FUNCTION_WORDS.has(w) && (w.length > 1 || /\d/.test(w))).map(stem);
}

/** The folded, stemmed content words joined by spaces: what the full-text vector indexes. */
export function searchText(text: string): string {
  return contentTokens(text).join(' ');
}

/** Sentences of a text (., !, ? or a line break end one); empty pieces dropped. */
export function sentences(text: string): string[] {
  return (text.match(/[^.!?\n]+(?:[.!?]+|$)/g) ?? []).map((s) => s.trim()).filter((s) => s.length > 1);
}
