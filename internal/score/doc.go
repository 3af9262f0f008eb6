// Package score owns the scoring of generated text for the quality gate:
// Tidy, which every check but a raw one applies first so that harmless formatting
// (CRLF, trailing whitespace, a final newline, NFD, full-width digits) never fails
// a correct answer; named normalisers (raw, nfc, nfkc_ja, nfkc_de, name_key); typed fact
// extraction and canonicalisation (dates, amounts, ids), the hard checks of
// a quality fixture (Layer A) and the drift scores (Layer B) such as chrF and
// fact recall.
//
// # Normalisation table
//
// Harmless variants never fail: an answer that differs from a correct one only in
// typography or serialisation passes every check the correct one passes. Folded
// before any check but a raw one (Tidy; the expected strings of a fixture alike):
//
//	line endings          CRLF, CR → LF; trailing blanks, leading and final blank lines go
//	Unicode form          NFD → NFC (u + U+0308 is ü)
//	digit width           ０–９ → 0–9, and ，．：／－ between two digits → , . : / -
//	whitespace            every Unicode space (tab, U+00A0, U+2009, U+202F, U+3000 …)
//	                      → one ASCII space; indentation keeps its width; a BOM goes
//	list markers          - * + • ・ ･ ● ■ – ▪ ◦ ‣ ⁃ ▸ ► ▶ ◆ ◇ □ ○ ◎ → "- "; 1. 1) 1．
//	                      1） (1) （1） ① → "1. "; a list indented by one to three
//	                      spaces as a whole (not under an item) starts at the margin
//	wrapped items         a list item's continuation lines (indented two spaces or
//	                      more, right under it) join it: by a space, or by nothing
//	                      between two Japanese characters
//	loose lists           a blank line between two items of one list (same indentation,
//	                      both bullets or both numbered) goes: a loose Markdown list
//	                      renders as the tight one
//	JSON escapes          a JSON document's strings lose needless escapes (\u00e4 → ä,
//	                      \/ → /), its keys the blanks before their colons ("key" : 1 →
//	                      "key": 1) and its numbers their exponents (3.3e+04 → 33000);
//	                      its layout, key order and other number forms stay as written
//	markdown tables       a GFM table without outer pipes (a line of two cells or more,
//	                      a delimiter row of dashes and colons with as many cells, and
//	                      the rows after it with that many) gets them: "Anbieter |
//	                      Preis" over "--- | ---" is "| Anbieter | Preis |"; every
//	                      row of a table is written so, its cells trimmed (|a|b| and
//	                      columns padded to align are one table), a table indented
//	                      by up to three spaces starts at the margin, and a header
//	                      cell in bold (**a**, __a__) is the cell (GFM bolds headers);
//	                      a bare amount in a column whose header names its currency
//	                      (単価（円）, Preis (€), in EUR) gets it (2,480 → 2,480円);
//	                      code fences, JSON and lines outside the block stay
//	honorific space       a space before 様, さま, 殿, 御中 or 各位 goes (小林 恵子 様)
//	first line            the answer's first line indented by one to three spaces
//	                      starts at the margin (" - Die alte …" over "- …")
//	Markdown escapes      a backslash before Markdown punctuation is the character it
//	                      renders (Einstellungen \> Netzwerk, 1\. Schritt); not in
//	                      JSON or a code fence, and \| in a table and \/ stay
//	zero-width            U+200B–U+200D, U+2060, U+FEFF, the soft hyphen U+00AD and
//	                      the variation selectors of a glyph (U+FE00–FE0E, the
//	                      ideographic U+E0100–E01EF after 髙 or 辺) go
//	                      anywhere in the text; the
//	                      JSON checks (json_parse, json_schema, json_path_equals) and
//	                      the fields of a JSON answer skip them and leading blanks in
//	                      front of the document (TrimBOM)
//	ligatures             the Latin ligatures U+FB00–U+FB06 → their letters (Öﬀnen →
//	                      Öffnen, Prüﬂabor → Prüflabor)
//	hyphens               U+2010 and the no-break U+2011 → - (WE‑20417 → WE-20417); an
//	                      en or em dash in a range of numbers → - (9–17 Uhr → 9-17 Uhr,
//	                      14時–16時 → 14時-16時)
//	currency code         EUR or Euro after an amount is the € sign (1.249,90 EUR →
//	                      1.249,90 €); 〒 530-0001 → 〒530-0001
//	street names          a German street abbreviated before its number is written
//	                      out (Lindenstr. 8 → Lindenstraße 8, Berliner Str. 5)
//	amount grouping       the fact checks read thousands grouped by a space (thin or
//	                      no-break as typeset, a space after Tidy) as grouped by a dot:
//	                      1 249,90 € is 1.249,90 €; whole euros written 2.400,- €,
//	                      2.400,-- € or 2.400,– € are 2.400,00 €
//	spaced dates          the fact checks read DIN 5008's older spaced form 12. 11. 2026
//	                      (with its full year) as 12.11.2026
//	amount sign           a - or − right before an amount, with no ASCII letter or
//	                      digit before the sign, is its sign: -1.249,90 € is a negative
//	                      amount, not 1.249,90 € (10-12 €, 10 - 12 € and DE-55102 are not;
//	                      after Rabatt, Abzug, Gutschrift, 値引, 割引 … on its line the sign
//	                      restates the deduction: Rabatt -10,00 € is 10,00 €)
//
// Folded by one check each, for the reason given:
//
//	repetition            each date counts as one character standing for its value, so
//	                      dates written out in one month ("23. November 2026", "2.
//	                      November 2026") repeat no n-gram; the same date looped still
//	                      repeats (the reason may show that character); a Markdown
//	                      table's rule row (|---|, padded to any width) and Markdown's
//	                      bold markers (**, __) are layout, like
//	                      indentation, and is not counted
//	must_include          a required phrase (or alias) configured in lower case also
//	                      matches with its first letter capitalised, where a German
//	                      sentence opens with it ("Statt einer Reparatur …"); the other
//	                      letters, and must_not_include, stay case-sensitive
//	list_structure        an item count other than the golden's passes when the request
//	                      asks for a range that holds both ("3 bis 5 Stichpunkte",
//	                      3〜5項目) and every item of the answer states something of the
//	                      case (half its content words the source's); a numbered list
//	                      in more steps than the golden's (at most half as many again),
//	                      each a whole sentence of the case, is its steps split; a
//	                      nested sub-item belongs to its parent item
//	facts_grounded,       the difference of two of the case's amounts (915,00 € teurer)
//	facts_closed_set      is worked out, not invented; a sum is not
//	supported_sentences   courtesy words (bedauern, danken, Meldung, Verständnis,
//	                      einwandfrei funktionieren …; 平素, ご愛顧, ご不明, お気軽, ご迷惑 …)
//	                      are no content words
//	polarity              need and possibility (必要, 不要, 可能, 不可能) and the German
//	                      modals (muss/kann) share one skeleton placeholder, so a clause
//	                      whose modal changed still aligns with the golden's
//	legal_forms           forms that translate each other are one: 株式会社, (株), ㈱,
//	                      K.K., Co., Ltd., Inc., Corporation; 有限会社, Y.K.; 合同会社,
//	                      G.K., LLC
//
// JSON is compared as parsed values wherever a check compares JSON: json_schema and
// json_path_equals parse the answer, a field is its decoded value (a non-string one
// compact with keys sorted), the fact, quantity, polarity and repetition checks read
// a document's string values, and list_structure compares its arrays element by
// element; so escapes, key order and pretty-printing change nothing.
//
// Never folded, because the difference is the regression a check is there to
// catch: the locale meaning of separators (1,249.90 € is not 1.249,90 €, 12.800円 is
// not 12,800円), the currency itself (€ is not $), case ("Sie" and "sie"), umlauts and ß (Muller is not Müller), kanji
// variants (髙 is not 高), kana width outside the nfkc_* normalisers (ｶﾀｶﾅ is a
// fixture's business), JSON syntax (a full-width digit in a JSON number is broken
// JSON), the words of a list item, and a number's value, unit or polarity. The named
// normalisers (Normalize) fold more for the checks that ask for them.
//
// # General checks
//
// These checks judge what every good answer has, whatever its task (quantities,
// polarity and list_structure, which compare with the golden, are described on their
// types); the quality
// package adds them to every case (critical, opt_out with a reason), with the case's
// language, golden, request text and whether it is formal. Each fires only where the
// damage is unambiguous, and never on what the golden (or, where said, the request)
// does itself:
//
//	consistency       the answer's facts agree with one another: a date and the weekday
//	                  written with it (2026年10月19日(月), 10月19日（月曜日）, Montag,
//	                  19. Oktober 2026, Mo., 19.10., 19.10.2026 (Montag); a year-less date
//	                  takes the reference year, or the next for January–March and the
//	                  last for October–December); a range of two dates with their years
//	                  that ends before it starts (〜, –, から, bis); a total after 合計,
//	                  総額, insgesamt, zusammen or Summe and the two or more amounts a
//	                  sentence lists before it (joined by und/と/、; not where statt,
//	                  von … auf, から, inkl., davon, je, 単価, Rabatt… make them something
//	                  else); a Markdown table's total line and the sum of an amount
//	                  column (give or take one amount stated between: shipping, tax, a
//	                  discount), and quantity × unit price = amount in rows where the
//	                  other rows keep that relation; a JSON document's items (quantity ×
//	                  unit price) and its total, netto or 合計, and net + tax = gross; a
//	                  count announced before a list ("die folgenden 3 Punkte:", 以下の3点)
//	                  and the list's top-level items; a date and the day count from
//	                  another it is written with (26.10.2026 (7 Tage nach dem
//	                  19.10.2026), 11月9日（10月30日の10日後）; calendar days only).
//	language_purity   no letters of a foreign script (Hangul, Cyrillic, Thai, Arabic…;
//	                  kana and kanji in German) that the request and golden do not use
//	                  (a Japanese sentence of the request, with kana, is no name); in
//	                  Japanese no simplified or traditional Chinese form whose Japanese
//	                  form differs (这 们 说 对 时 个 还 为 东 车 买 门 问 发 现 书 价 关 开 见
//	                  应 实 总 单 货 费 约 额…, 發 會 說 點…; not 会 后 机 叶 云 准 据, which
//	                  Japanese writes, nor old forms names keep: 國 邊 澤 龍…) and no
//	                  Chinese function word (我们 这个 没有 已经 的话…), nor 的 for a の
//	                  the case writes between the same kanji (本体的表示部); no sentence left
//	                  in English (four words or more, three English function words, no
//	                  German one) or in French, Spanish or Italian, nor in German in a
//	                  Japanese answer. URLs, e-mail addresses, code and quotations are
//	                  skipped; a sentence of the golden, or a short one of the request
//	                  (a name, an address), is not foreign.
//	                  No half-width katakana (ｶﾗﾀﾞﾉｰﾄ) the request and golden
//	                  do not write, and in German no Japanese punctuation (、。？！」
//	                  after, 「 before a Latin letter or digit) where the golden has none.
//	                  No English connective opening a sentence (However, Furthermore, …)
//	                  and in German no Japanese honorific in Latin letters (Köhler-san),
//	                  no English verb with a German ending (shippen, gecheckt,
//	                  requestet) and no English business noun (Installer, invoice); in
//	                  Japanese no Chinese word in the glyphs Japanese shares (諮詢,
//	                  報価, 訂単, 信息, 上午) and no particle written in katakana
//	                  between kanji (費用ハ約, 万円デ、).
//	repeated_units    no sentence of prose (12 letters or more), list item or table row
//	                  (4 or more), or JSON array element (an object, or a string of 4
//	                  letters or more) more often than the golden has it; no stretch of
//	                  12 characters said twice in a row outside a table. Units are
//	                  compared by their letters and digits after NFKC, lowercased and
//	                  without list markers; one sentence in two different steps of a
//	                  procedure, or a step done again later, is no loop. Across lines:
//	                  no line that is the next line's start run into the end of the
//	                  line before (a stream's chunk replayed over a line break), and no
//	                  two to four lines said again right after themselves.
//	register_symbols  no emoji (Extended_Pictographic, except ©®™, arrows, ▶▪ bullets,
//	                  ☎✉☑✔✖⚠⚙ and ➕➖➗, which business text writes), kaomoji ((^^),
//	                  (´・ω・｀), m(_ _)m) or laughter (ｗｗ, （笑）, lol, haha, xD, :) ;)),
//	                  in any case; in a formal case also !! ！！ ‼ !?, three exclamation
//	                  marks or more, ♪ ☆ and a sentence trailing off in 〜 or ~ after
//	                  kana or a letter (14時〜 is a range), and a sign written for a
//	                  word (& or + before a lower-case word or a digit, an arrow at a
//	                  date or a Japanese word: 8 & 12 Uhr, 02.11.2026 → 16.11.2026,
//	                  必要な⇒; not a menu path, a company's &, a sum on a line with =).
//	                  A reproach fails in any register (wie bereits mehrfach erwähnt,
//	                  何度も申し上げておりますが), and so does a German imperative in the
//	                  du form where the golden's sentence asks with the same verb and
//	                  Sie (Öffne in der App … for Öffnen Sie in der App …); in a formal
//	                  case a favour received in plain Japanese (利用してもらい for ご利用
//	                  いただき), the reader addressed as plural ihr (Falls Ihr den
//	                  Termin …); sentences ending in one exclamation mark where the
//	                  golden ends none so (two in Japanese, three in German); in any
//	                  register a hashtag, an @-mention, an editorial (!), a chat
//	                  tool's citation marker (【4:0†source】) or double keigo
//	                  (お待ちになられて), and dialect (is keine, a Ersatzlampe) and a
//	                  Japanese word written as consultant's katakana (エクスプレイン,
//	                  アプルーバル, コンファーム).
//	                  ja_politeness ends a sentence
//	                  at these too, so "確認したｗ" is a plain sentence of its own.
//	truncation        the answer is not cut off, judged from the text, not finish_reason:
//	                  a bracket or quote opened on the last line and never closed, an
//	                  unclosed code fence, JSON that ends before it closes or a string
//	                  value that stops mid-sentence where the golden's ends one, an empty
//	                  last list item, a last table row with fewer cells than its header,
//	                  a last line on a colon or on a title without its name (Prof. Dr.),
//	                  and a last line without final punctuation (。！？.!?」』） and the
//	                  like) that ends after a comma, a particle after a noun or an article
//	                  or conjunction, is a line of the golden cut inside a word, the start
//	                  of a golden line or a golden sentence cut short (no closing formula
//	                  before it: a signature may be shortened), stands among list items or
//	                  table rows that all end closed, or ends an answer under 60 % of the
//	                  golden's length. A missing final full stop alone is no cut: the
//	                  golden's own sentence, or one ending in です or した, is complete.
//	numbers           every number the answer writes in digits is one the request, the
//	                  golden or a derived fact states (by value, 1.249,90 = 1249.9, or
//	                  digit run by digit run, 14:00 for 14 Uhr; number words count: drei,
//	                  三), every number of the golden is in the answer, and no number
//	                  stands where the golden and request have another in the same
//	                  context (L9 → L8, ab 8 Uhr → ab 9 Uhr, 第3回 → 第4回, 3 % → 12 %).
//	                  Dates, amounts and ids are the fact checks' and are left out, so
//	                  are list markers, the counts of the answer's own lists and zeros.
//	                  An amount or code (phone or fax number, postcode) the case
//	                  states does not stand where the golden has another one: the same
//	                  telling context (a JSON key; in German the two words before it,
//	                  one of five letters or more: "Stahlträger und", "Straßburger
//	                  GmbH"; in Japanese the characters after it, with a kanji or
//	                  katakana: が加算, ）は変わり) holding none of the golden's values
//	                  there is two amounts, or a phone and a fax, swapped.
//	                  German number words (drei, dritten; not ein or erste) are numbers
//	                  too: their value is one the case states, and before the same word
//	                  as one of the case's number words it is that one's (am zweiten Tag
//	                  → am dritten Tag, zwei Muster → sieben Muster).
//	capitals          German only: a word the golden or request capitalises inside a
//	                  sentence (a noun: Lieferung) is not lower case inside one of the
//	                  answer's, unless they also write it so (words German writes both
//	                  ways, Bitte and bitte, are left out); in a formal case the answer
//	                  addresses the reader as Sie/Ihnen/Ihr… inside its sentences when
//	                  the golden does, writes no "ihnen" the golden does not, and has no
//	                  fewer capitalised and more lower-case forms of them than the golden.
//	                  No run of three words or more in capitals with a German function
//	                  word among them (DIE LIEFERUNG ERFOLGT AM …) that neither writes,
//	                  and no sentence opened in lower case after a word's stop on its
//	                  line (… ab 8 Uhr. sie bittet; abbreviations end no sentence). In a
//	                  formal case no plural imperative of a verb the golden asks with Sie
//	                  (Bitte schickt …, or a sentence "Öffnet die App …" with no Sie),
//	                  and no "sein…" or "unser…" for the golden's "Ihr…" before the
//	                  same word (seine Nachricht, unsere Nachricht for Ihre Nachricht).
//	well_formed       the answer is well-formed text of its language, token by token,
//	                  and nothing here is the golden's or request's own: no U+FFFD,
//	                  control or private-use character; no mojibake (a Latin-1 lead
//	                  Â–ô before a continuation character or a Windows-1252 symbol:
//	                  MÃ¼ller, ã€‚; « » and quotes after ß are German; or a byte-level
//	                  BPE's characters: ãĥĴ); no chat template or reasoning markup
//	                  (<|im_end|>, </s>, [INST], <think>); no JSON or byte escape
//	                  written out (\n, \", \u00fc, \xc3); no tokenizer mark between a
//	                  word's pieces (Zahnarz@@ tpraxis, Wärme ##pumpe); no stutter (one to fifteen
//	                  characters twice in a row where the golden or request, around
//	                  it, has them once: die die, をを, 発送発送); no more than three
//	                  quarters of the golden's sentence ends lost (three at least:
//	                  。．！？, a full stop after a word or at a line end); in Japanese
//	                  no katakana word of theirs in hiragana or hiragana of theirs in
//	                  katakana, and no Latin word neither writes; no word of theirs
//	                  misspelt by one letter inside it (German names and nouns of six
//	                  letters or more, katakana words of four; an inflected ending or
//	                  a plural umlaut, Mangel/Mängel, is none); no name of theirs with
//	                  its two parts swapped (恵子 小林様); no golden sentence with one
//	                  content word cut out inside it and nothing else changed; no golden
//	                  sentence opened by the end of another with no stop between
//	                  (Gärtnerweg 7 Bitte bringen …); no two golden sentences whose one
//	                  changed stretch each is the other's (the replacement sent, the
//	                  broken item to return, traded); no salutation line run into the
//	                  text after it (小林 恵子様いつも…); no two kanji words of golden
//	                  sentences written as katakana loanwords the case never writes
//	                  (変更 → チェンジ, 確認 → コンファーム). A Latin
//	                  word of theirs is a whole token: contract_id (a JSON key) writes
//	                  no "contract". No template placeholder ([Betrag], {{name}}, 〇〇,
//	                  ××, XXX; not a Markdown link or a [ ] checkbox) they lack. German:
//	                  no compound of theirs split in two ("Bestell Nummer" where they
//	                  write Bestellnummer and never the two words), and no article of
//	                  another gender than theirs on a noun (a noun they write with
//	                  eine/einer gets no ein, einen, einem, eines, das, dem; one with
//	                  einen or das no eine, einer, nor das or einen the other way; one
//	                  with ein or dem no eine or einer; a noun they give two genders is
//	                  left alone). Japanese: no kanji or katakana word joined to the next
//	                  two characters by を where they join the same by に, or the other
//	                  way round (数字を入れて → 数字に入れて).
//	json_shape        a JSON answer has the golden's keys at every level (an array's
//	                  elements together) and each value the golden's JSON type: a key
//	                  renamed or dropped, a number sent as a string fail, and so do a
//	                  null and a decoder's placeholder (N/A, unknown, 不明, 未定) where
//	                  the golden has a value. Parsed, so key order, layout,
//	                  escapes and number forms (1249.90, 1249.9) change nothing. A path
//	                  whose golden strings are all ISO dates keeps ISO dates (19.10.2026
//	                  or 2026年10月19日 fail; full-width digits are folded), and no string
//	                  carries Markdown markup (**, __, `) when no golden string does;
//	                  a path whose golden strings are all filled gets no empty one,
//	                  and a value does not misspell the golden's at its place (a
//	                  voicing mark or small kana changed, a long vowel lost where JIS
//	                  spelling keeps it: クレジットカート, クレジットカド).
//	supported_sentences
//	                  no sentence of the answer is an invented claim: one with five
//	                  content words or more (German words of five letters or more but
//	                  function words; kanji compounds, katakana words), three fifths of
//	                  them found in neither the request nor the golden (German by a
//	                  shared start of six letters, kanji by two in a row, katakana by
//	                  the first three). A translation case (request mostly in the
//	                  other script) is skipped: only the golden could ground it. No
//	                  bracket put into a golden line, or in the place of its own, and
//	                  no item put last into its bracket, with a word the case never
//	                  writes (Dresden (Thüringen), 3.912,50 €, umsatzsteuerfrei;
//	                  （税別） → （非課税）); a weekday beside a date is the calendar's.
//	legal_forms       a company keeps the legal form the request or golden gives it
//	                  (Nordkälte AG is not Nordkälte GmbH, サクラ物流株式会社 not
//	                  サクラ物流有限会社; matched by the name word beside the form), and
//	                  no company gets a form neither uses; a form may be left out, and
//	                  a Latin form before a number (KG 5) is a model name.
//	                  A Japanese form in kanji keeps its side of the name: 株式会社
//	                  サクラ物流 is not サクラ物流株式会社 (前株 and 後株 are part of the
//	                  registered name).
//	coherence         every date the answer writes exists (no 36. Oktober, 2月30日;
//	                  year-less forms read in a leap year); no sentence or item is
//	                  stated twice with only its numbers changed, unless the golden or
//	                  request has such a pair (table rows, numbered steps); and a
//	                  weekday named apart from a date (seit Mittwoch, 火曜日に) is one
//	                  the case names (a weekday beside its date is consistency's).
//	stance            no claim only the case can make that it does not (an agreement
//	                  made before: wie telefonisch vereinbart, お約束したとおり; a
//	                  guarantee: garantiert, 確約; a contact on a relative day: morgen,
//	                  明日), and no answer that opens with a closing line (Vielen Dank
//	                  im Voraus …, 以上、…) where the golden does not; no
//	                  reference to a numbered part of the source (siehe Abschnitt 2,
//	                  (TOP 1), 第5条) the golden does not make that the request has no
//	                  such part for, or whose sentence's figures stand in another part;
//	                  no template field name or postscript mark before a golden line
//	                  (Grußformel:, 宛名：, 追伸：), no 記 that no 以上 closes, no 以上
//	                  with golden sentences after it, no 様 inside a name (渡辺様 弘),
//	                  and no subject line naming the writing task (Antwortschreiben);
//	                  a golden sentence without a condition is not restated with one
//	                  (nor a golden "Bitte …" as "Wenn Sie möchten, …"); no closing
//	                  formula before the letter's body; in Japanese no three of the
//	                  golden's お/ご words without their prefix (連絡ください);
//	                  the case never writes (…, sofern es unsere Kapazitäten zulassen;
//	                  状況が許せば、…), and a golden sentence with a condition (falls, wenn, sofern,
//	                  sollten, bei, dann; 場合, たら, れば, なら, 際, とき, これで) is not
//	                  restated without one (its main clause's content words, 80 % of
//	                  them, in an answer sentence with no condition in it or the
//	                  sentence before); an answer sentence opening with a causal
//	                  (daher, deshalb, そのため …), contrastive (jedoch, しかし …),
//	                  alternative (andernfalls, sonst, そうでなければ …) or
//	                  contradicting (im Gegenteil, vielmehr, それどころか, むしろ …)
//	                  connector aligns (60 % of its content words) only with case
//	                  sentences that have, or follow one that has, a marker of that
//	                  relation; a verb the case puts in humble keigo (確認いたします) is
//	                  not honorific (確認なさいます); and an answer whose golden never
//	                  speaks to the reader (Ihnen/Ihre inside a sentence; いたします)
//	                  does not do so twice. No hedge the case does not write
//	                  (möglicherweise, vielleicht, eventuell, wahrscheinlich, vermutlich
//	                  …; おそらく, たぶん, かもしれ, 可能性があ …) in a sentence stating a
//	                  fact (one with a digit): it makes a guess of a commitment (a
//	                  sentence the case states as an expectation, 見込み, voraussichtlich,
//	                  aligned by content words or by all its numbers, may be). No
//	                  assistant talking about its answer: "hier ist die
//	                  Zusammenfassung", "wenn ich … anpassen soll", "diese Übersetzung",
//	                  als KI; 以上が作成した文面, 修正が必要な場合, 要約を作成しました;
//	                  and, where the golden is no letter to its reader or after the
//	                  golden's signature, "ich hoffe", "lassen Sie mich wissen",
//	                  お役に立てれば (a letter's own courtesy elsewhere). The writer's
//	                  acts stay the writer's: an answer sentence that restates (60 % of
//	                  its content words) a golden sentence where "wir" does a verb does
//	                  not make "Sie" its subject in a statement (Sie senden uns …, Gern
//	                  liefern Sie …; a verb first or after bitte is a request), nor one
//	                  with humble 〜いたします ask the reader (お送りください). And a name
//	                  the golden writes and neither it nor the request ever honours
//	                  (担当の西村, the signature 岡田) gets no 様 or 殿: one's own side.
//	                  A letter's signature keeps the names the golden's signs with
//	                  (the last word of each line but a role or legal form, and a
//	                  Japanese shop or company: Dr. Öztürk, Leuchtenhaus Nord, Kobayashi
//	                  Seiki, ハルカゼ寝具店). No sentence of the golden (three content
//	                  words or more, not a closing formula, its figures not all in the
//	                  answer) is left out with every one of its words, and no name the
//	                  golden honours with 様 is called さん. No attachment, disclaimer
//	                  (ohne Gewähr), legal threat (法的措置) or advertisement (Entdecken
//	                  Sie …) that neither the golden nor the request has.
//	                  No amount of money made approximate (rund, etwa, ca., knapp, 約,
//	                  およそ; 程度, くらい, 弱 after it) that the case states exactly, and
//	                  none the case gives as approximate stated bare.
//	request_form      a form the request's instruction (its first paragraph) asks for
//	                  in so many words, wherever the golden keeps it: the number of
//	                  sentences (in zwei bis drei Sätzen, 3文で, 3文以内; prose only,
//	                  lines joined first), a table's columns (mit den Spalten …;
//	                  列：…) in their order and no other, names without an honorific
//	                  (敬称なし, ohne Anrede), the calendar of the years (令和8年 or
//	                  2026年 as the golden and request write them; 西暦, 和暦 asked);
//	                  and no price labelled gross or net (brutto, inkl. MwSt., 税込;
//	                  netto, zzgl. MwSt., 税抜) in a table's header or on a line
//	                  without a figure where neither the golden nor the request
//	                  labels one so.
//
// language_purity also names Dutch or English function words (en, met, voor, wij,
// het, and, the, with …) and common English words of business text that German does
// not borrow (order, delivery, invoice, appointment, price, summary, thanks …; not
// App, Team, Service, Meeting, Deadline, Label) inside German sentences that have
// German function words, unless the case writes them (in any case), and Chinese particles in Japanese: 的 after a name,
// number or bracket and not before な/に/で (小林様的), 和 between non-kanji
// (」和「).

// numbers also compares where the golden's dates stand: a date in the place the
// golden gives another (its JSON key; in German the two words before it, vom, auf
// den, statt am; in Japanese the characters after it, に発送, までに), none of the
// golden's dates for that place in the answer's, is two dates swapped or one moved.
// polarity also pairs günstiger/teurer and früher/später (早い/遅い), and splits
// clauses at punctuation but not at brackets, so 10月21日（水）です and
// （水）ではありません are one clause each. Relative time words are classes of
// opposites whose members replace one another: the day relative to another (前日/
// 当日/翌日; am Vortag/am selben Tag/am nächsten Tag), counted over the whole text;
// clause by clause heute/morgen/gestern (今日 and 本日/明日/昨日), 今週/来週/先週,
// 今月/来月/先月, 今年/来年/昨年, 今回/次回/前回, 月初/月末, the time of day (午前/午後,
// morgens/nachmittags/abends, in der Nacht/am Tag) and nächste/übernächste/letzte.
// Words of one meaning share a side (今日 and 本日; am nächsten and am folgenden Tag).
//
// well_formed also judges the sentences themselves. The stop that closes a list
// item or a table cell is no sentence end (lists are written without it). No sentence
// is cut short inside the text with its stop kept: German on und, oder, sowie, aber,
// zwischen, von, für, zum, am, im, dass, weil, ob, des … (not on separable particles,
// articles or before "?"); Japanese on が は を と や の right after a noun (not を
// after an お/ご noun: ご確認を。) or on な after a particle; no line opens a bracket
// and never closes it (10月21日（水。). No HTML tag or entity (<br>, <p>, &amp;,
// &nbsp; …) the golden and request do not write (a <br> inside a table cell is
// GitHub's line break). German: no word with three lower-case letters, a capital and
// two more that they do not write (anschlieBend; SmartHome, eBay and KundInnen are
// names or German). Japanese: no amount with a comma before other than three digits
// (55,00円, 14,80ユーロ). And the words are whole: no word of theirs broken by a
// space, a line break or a hyphen (Zugang sdaten, über↵trägt, Benutz-erkonto; not
// Benutzer-Konto or so dass, where the right piece is a word of its own); in Japanese
// no space touching hiragana between Japanese characters (新 しい; 小林 恵子 is a
// name) and no line break between two characters they write together (予↵定日); no
// tokenizer piece written out (<0xC3>, Ġ, Ċ, ▁); no German comma or full stop with a
// word right after it (Nachricht,und; URLs and addresses aside); no noun unlike any
// word of theirs dropped before an article into a sentence otherwise the golden's
// (Sie Quittengelee die Lampe); and in a sentence otherwise the golden's, no kanji of
// a compound of three or more replaced (訪間日時 for 訪問日時) and no umlaut or ß of a
// capitalised word changed (Kohler for Köhler).
//
// stance also keeps what a restated sentence asserts. A clause of a golden sentence
// that names a date or clock time is not restated with its verb moved between
// present or future and past (erfolgt → erfolgte, findet … statt → fand, です →
// でした, いたします → いたしました), courtesy formulas and verbs of saying aside; a
// clause the golden states does not end as a question (?, か, でしょうか) unless the
// case asks it; a condition (falls, wenn, sofern; 場合, たら, れば) is not restated as a
// cause (da, weil; ので, ため). No recommendation the case does not make: an answer
// sentence with an advice marker (empfehlen, ratsam, raten Ihnen; 勧め, おすすめ, 推奨,
// ほうがよい) whose content words are mostly not the case's and that restates no
// recommending golden sentence. And a letter is not signed with the name its
// salutation addresses (Sehr geehrter Herr Weiß … Mit freundlichen Grüßen / Weiß;
// 渡辺様 … 渡辺) unless the golden's signature is.
//
// The last round of rules: register_symbols fails chatty tag questions (…, okay?;
// …ですよね) and imperious words (gefälligst, さっさと) in every case; stance fails
// internal notes (Interne Notiz, nicht an den Kunden weitergeben, 社内メモ, TODO)
// where the case writes none; capitals fails the informal plural in a formal case
// (euch, ihr beachtet, Bitte schickt where the golden asks Bitte schicken Sie); and
// polarity's classes also hold the channel a message goes by (Anruf/電話, Nachricht/
// E-Mail/メール, SMS, Brief/郵送; Foto/写真, Video/動画), Mehrkosten/Einsparungen and
// 加算/減額, and "bis zu" as an upper bound.
//
// The round after it: polarity compares, clause by clause, the opposites of business
// text (ein/aus, öffnen/schließen, bestätigt/storniert, findet statt/entfällt,
// anwesend/abwesend, pünktlich/verspätet, intakt/defekt, vollständig, bezahlt,
// Gutschrift/Belastung, Vorteil/Nachteil, richtig/falsch, gleich/verschieden,
// kaufen/verkaufen, Anfang/Ende, oben/unten, innen/außen, mit/ohne, vor/nach,
// ungefähr/genau; オン/オフ, 開始/終了, 確定/保留, 正常/異常, 遅延/前倒し, 上記/下記,
// 送信/受信, 表示/非表示, 対象/対象外, 在庫, 高い/安い, 多い/少ない, 長い/短い,
// いたしました/できませんでした), the events of an order
// (bestellt, versandt, geliefert, erhalten; 注文, 発送, お届け, 受領: a clause that ships
// on a date does not deliver on it) and a negated condition (ご希望の場合 → ご希望でない
// 場合, ございましたら → ございませんでしたら). stance fails a golden sentence restated
// without two or more of its function words and nothing else changed (German
// articles; Japanese particles, one of を が は among them: 営業の担当 → 営業担当 is a
// compound), a chat role label on a line of its own (assistant:, ### Assistant) and an
// instruction of the request said back word for word (Schreibe eine kurze Antwort …;
// …を書いてください). well_formed fails, in a sentence otherwise the golden's, the
// same letters with their marks, kana size or long vowels moved (Ẅarmepumpe,
// このだひは, あつた, センタ-), one to four letters dropped inside a word (Benutkonto,
// カラート; not a katakana word's final ー, which the JIS convention for technical
// terms leaves out: ユーザ, プリンタトナー, and must_include reads so too), and in Japanese the honorific prefix a noun does not take (ご問い合わせ,
// お注文; or the other one than the case writes: お迷惑 where it writes ご迷惑).
// well_formed also fails, in a sentence otherwise the golden's, two pieces of three
// letters or more swapped into a word the golden never writes (Isicherthre
// Verenkarte), a stray word inserted (a German noun unlike any of the case; a run of
// kanji or katakana between kana that shares no two letters with the case), the end
// cut off before the stop (German words ending in a verb or particle; a Japanese
// kanji stem or half a compound: 押。, 支。), an address's ward or city replaced
// (渋谷区 → 港区) and a name of two capitalised words or a katakana name replaced by
// words the case never writes; and anywhere a Japanese sentence opening on a particle
// (。の西村が), a line opening on a colon (：2026年…), a blank before a German stop,
// a dash for ー inside katakana, a dative preposition before die or das (mit die
// WärmeApp) and "Sie" as a clause's subject twice. stance counts vorläufig,
// provisorisch, 仮押さえ and 暫定 as hedges, and a chat message object ("role":
// "assistant") as assistant talk; consistency reads a count before a numbered list
// that a bulleted list follows.
//
// And the letter's frame: stance fails お/ご with a verb's stem and して before a
// request (ご返信してください), a subject line the golden does not write with a word
// the case never writes (Betreff: Zahlungserinnerung), a seasonal greeting whose
// months are none of the case's dates' months give or take one (frohe Ostern,
// 新緑の候 in October), German thanks for a noun that shares no five letters with the
// case (Dank für Ihre Bewerbung; Geduld, Verständnis and other courtesy objects
// aside), and a clock time the case writes alone given an evening or afternoon (8 Uhr
// → 8 Uhr abends). consistency fails an amount in words that is none of its line's
// figures (in Worten: dreitausendneunhunderteinundzwanzig Euro beside 3.912,50 €;
// 金五千五百十円 beside 5,500円). polarity fails the golden's tax basis (税込, inkl.,
// netto) dropped from every amount, and counts zurückgestellt and vertagt as not
// approved and eingehalten against überschritten. well_formed fails a compound whose
// head stays and whose modifier comes from another thing of the case
// (Rechnungsanschrift → Lieferanschrift where the case speaks of a Lieferung), and
// one word of a golden sentence that the request gives replaced by a word whose
// differing part the case never writes (Ersatzlampe → Gutschrift, 出張修理 →
// 持込修理; Japanese kanji matched by any two in a row, the same kanji turned
// around and inflected forms being rewordings) — or, a word of the golden alone, a
// compound one of whose elements stays (Kontrolltermin → Behandlungstermin, 振動試験
// → 騒音試験; a synonym of the whole word, Prüfen → Kontrollieren, is a rewording,
// and so is an element traded for a listed synonym, Retourenetikett for
// Rücksendeetikett, Kennwort for Passwort; an unlisted synonym element fails, at this
// cost), and two sentences run together
// (7781ですFAX番号; weiter Die Anlage), ました or ます before a noun being a polite
// relative clause (ご注文いただきました商品).
//
// And spelling near-misses, the tokens of a model that almost copies the right words:
// well_formed fails a golden sentence with one word a letter or two off (vielen →
// fielen, seit → seid, dem → den, Minuten → Minute; gern and gerne alike), a separable
// verb's particle lost before the punctuation, a German word of the case with two
// letters turned, another umlaut or ß for its ss anywhere (veilen, bestötigen,
// Adreße), in a golden sentence a kana for another that is no particle swap (は → わ,
// さ → ち), a kanji for a kana of its shape (口 → ロ), a kanji of the same reading
// before its okurigana whose neighbours the case never writes (取り出し → 採り出し; 税抜
// for 税別 is a synonym), a small っ lost, okurigana
// added after a kanji (新らしい; り, し and the like come and go in standard forms),
// ます made ましょう, a German golden sentence whose finite verb was taken to the end
// of it (Die App die Zugangsdaten … überträgt.), German words run together (4Wochen,
// vielenDankfürIhre), a number that lost its digits (年10月30日 opening a line, 13. €),
// a Markdown table whose delimiter row has another number of cells than its header
// (no table renders) or a row of another number of cells (a cell repeated past the
// row's end), a golden list item cut in two where its comma stood, a sentence said
// again right after itself a word or two shorter, and a sentence of a golden list item
// moved into another item. numbers fails a period the case never gives an amount (pro
// Monat, 毎月 where the case has none; 月額 in the case allows 毎月), quantities a golden
// quantity whose number the answer leaves bare more often than the golden (| 4 | for
// | 4 Wochen |, 2を for 2個を), register_symbols a casual Japanese ending anywhere (だよ,
// じゃん) and, in formal text, あなた for the customer and German spoken forms ('ne,
// gibt's, is mit), and polarity a bound made exclusive or inclusive (以降 and より後,
// までに and より前に, bis zum and vor dem), nur against auch and noch against nicht mehr.
// consistency holds every row of a table whose header names quantity, unit price and
// amount (数量, 単価, 金額) to quantity × unit price, however many rows break it.
// repeated_units leaves alone a name, address or heading line (four German words
// without a stop, twenty Japanese characters without 。) that two address blocks
// repeat, unless it stands twice in a row.
//
// And edits of one place. polarity fails an answer sentence that is a golden sentence
// with one edit that changes what it says: two parts trading places (Herr Weiß …
// Frau Müller, 21 °C … 18 °C, 松田部長 … 小西課長; not A und B as B und A), a
// coordinated item dropped (App Store oder Google Play → App Store, 延期と予備費支出 →
// 延期) where the answer does not say it elsewhere, the final predicate of a sentence
// dropped (… abgerechnet. → … €.; ご承認をお願いいたします。 → ご承認を。; not です), and
// a German clause's final verb moved forward (dass wir zustellen nur werktags). Its
// pairs also hold done and under way (確認済み, 確認中), a proposal and a decision
// (を提案している, が決定した), approval asked and obtained (を求めている, を得た), a
// test failed (gescheitert), the reader's and our own (Ihnen, uns) and a polite verb
// the reader did (お送りいただいた) or we did (お送りした). numbers fails a deadline of
// the golden (bis zum 22.10.2026, 17時までに) that the answer states as often but never
// as a limit (am 22.10.2026, 17時に); stance fails best effort (wir bemühen uns, nach
// Möglichkeit, 努めます, できる限り) and certainty (in jedem Fall, 必ず, 確実に) outside
// a request that the case does not write; language_purity fails Chinese 是 and 了
// outside the Japanese words that hold them (是非, 完了); well_formed fails a word
// followed by its own last letters after a blank (Schallschutzwände wände, 基本料金
// 料金); consistency fails a count of items after a table (合計（税抜、4品目）) that
// its rows do not have; list_structure fails a line between two lists left out, so
// that the golden's items of both stand together.
//
// And turns that are not the answer's. stance fails an answer that opens with an
// instruction to the model (Sie sind ein hilfreicher Assistent …, Fassen Sie den
// folgenden Text zusammen., 次の内容を…まとめてください。) and one whose last paragraph,
// which the golden does not have, asks something the case does not say (Können Sie mir
// das Ganze auf Englisch schicken?; 同じ内容を英語でもお願いできますか。): the user's next
// turn run on. It fails a German title the case never gives a person (Frau Dr. Müller)
// and reads a conditional topic (ご不明な点は, für weitere Fragen) as a condition and a
// list's lead-in (…手順は以下のとおりです) as no statement. well_formed fails a stretch
// of an earlier sentence said again as a sentence of its own (a decoder looping back),
// an answer that lost the golden's first word or first characters (verbinden Sie …,
// 会社ミナトデザイン), and a Japanese address written smallest part first (…1号、渋谷区、
// 東京都). polarity fails a number of a golden sentence made another (von 6 bis 22 Uhr →
// von 8 bis 22 Uhr; 14.890 for 14.890,00 is one number), pieces of a sentence that trade
// places inside words (sagen Sie → saSie gen; 誠に残念 → 誠念なに残), a request made an
// agreement (bittet darum → bestätigt, Gewünscht → Vereinbart, を希望 → で合意), a
// matter outstanding made one in hand (steht noch aus → liegt bereits vor) and one
// planned made done (発送予定 → 発送済み). capitals fails a capital after the
// salutation's comma (Sehr geehrter Herr Weiß,\n\nVielen Dank), register_symbols a
// name with ちゃん or くん, 親愛なる, Kansai words (おおきに) and a blunt くれ or しろ, and
// well_formed letters styled by code point (𝐀𝐩𝐩). Tidy writes a ■ line between blank
// lines, before a list, as a heading.
//
// And words put for their siblings. polarity fails a golden sentence with one word
// put for another of its kind — a document (Rechnung → Angebot, お見積もり → 請求書), a
// channel (E-Mail → Telefon), a role (部長 → 課長), a material, a room or part, a
// service, a period, a payment, an act (bestätigen → ändern, 確定 → 変更) — where the
// kinds group words of one sense so that a synonym (E-Mail, Mail) passes; a number
// made vague (2個 → 数個, 3 → mehrere); and a direction turned round (an das Gerät →
// vom Gerät, から → へ, für Sie → für uns). well_formed fails two kanji of a source
// word the other way round (株式社会, 文注) unless both orders are words (途中, 中途),
// and supported_sentences a city or prefecture that neither the request nor the
// golden names. Tidy numbers a list written 1. 1. 1. as a renderer does and drops a
// list number's leading zeros.
//
// And grammar a model gets wrong in a sentence it otherwise copies. polarity fails
// the comma before dass, ob or weil dropped, a hyphenated compound split by a blank
// (E-Mail Adresse), a verb's number changed under its subject (Frau Köhler haben), an
// and auf confused, and a kana of a word's okurigana dropped (新い; not 申込み);
// well_formed fails を and が or に after a date written as the other (クーポンがお送り
// いたします, 点をございましたら, 10月16日でお届け) where the case writes the same words
// around the other particle (not before a potential, 取り込めない, or an end, 13日で
// 終了), full-width letters in German, and an amount in a currency the case never
// uses (5,500元). register_symbols fails spoken fillers opening a sentence (Also, …;
// Ähm; えっと、) and, in formal text, the particle mal (doch mal, noch mal).
// repeated_units reads a sentence said again behind a short lead-in (Wie bereits
// erwähnt: …) as the sentence, and polarity pairs what is enclosed with what comes
// separately (beiliegend, separat zugesandt; 同梱, 別送) and the same with another
// (同じ, 別の; wie gewohnt, ausnahmsweise).
//
// And meaning turned round in one place while the answer reads well. polarity pairs
// before and after another step (anschließend, zuvor; てから, る前に; bis dahin, ab
// dann), ab and bis before a clock time, erst and schon, weit and nah, herunter and
// hoch, 開け and 閉じ, お気軽に and 必ず, asked and promised (bittet darum, sagt zu; 希望,
// 約束; 承認を求めている, 約束している) and a task due or done (回答する, 回答済み);
// it reads "keine Leerzeichen" against "Leerzeichen", and fails a golden sentence
// whose quoted label changed (「接続」 → 「OK」; not in bold), whose request became a
// statement (Bitte bringen Sie → Sie bringen; ご返送ください → ご返送いたします), whose
// reader's act became the writer's (ご利用いただき → 利用させていただき), whose particle
// became its Chinese counterpart (と → 和), whose kanji became its code-table
// neighbour (起 → 赸), whose word lost its first kanji (新しい →
// しい, 発送 → 送: a detokeniser's dropped character) or whose clock time became hours (bis 22
// Uhr → 22 Stunden; 17時まで → 17時間以内). consistency reads a year-less date with its
// weekday in the year the case gives that date; stance fails a request made optional
// (Schicken Sie nach Möglichkeit; 可能であれば、…) and a condition of one golden
// sentence moved onto another; repeated_units fails a whole list item said again at
// the end of a later one; list_structure a numbered list that skips a number, a
// table row with an empty cell, a Markdown answer fenced as code, where the golden
// has none of these, and a JSON array whose records trade values (every value the
// golden's, not with the rest of its record); json_shape an array element without the keys every element of
// the golden's array has (a record's field shifted into the next); numbers a time
// zone the case never names (10:30 Uhr UTC); coherence a year of an ended era past
// its end (平成38年).
//
// And what a reviewer of the task rejects. register_symbols fails slang (abgenickt,
// umsonst, ist weg, Klar, …; ほんとに, わかんない, 悪いけど, 〜してくれて) and (汗), (泣);
// repeated_units a bracket's content said twice in it ((Edelstahl, Edelstahl)), a
// one-sentence chunk doubled (初期費用は不要です。初期費用は不要です。) and words said twice
// with a blank between; stance a letter signed with a name the case never writes in
// the place of the golden's signer (Öztürk → Özkan; a generic Ihr Team passes), a
// refund, an evaluation (aus unserer Sicht angemessen, 妥当な水準) or an automatic step
// the case never states, a summary that speaks as "ich" where the golden speaks as
// neither ich nor wir, a name the golden always honours (髙橋様) written once without
// 様; numbers a scale (Tsd. €, （千円）) and a code written without its hyphen (TR4031);
// language_purity a Latin name that the request and golden keep, translated in a
// Japanese answer that keeps the others; json_shape a string value that took in
// another field's (Schloßstraße 27, 01067 Dresden); polarity です dropped at a
// sentence's end in a letter, a request written as a note (Bitte Versichertenkarte
// mitbringen), a step's precondition (…, wenn …; …してから、) or a listed item dropped.
// Two Japanese phrases that end in a case particle may trade places, and two German
// words of one sense (senden, schicken) trade between sentences freely; a katakana
// word's final ー may go (see well_formed). list_structure also fails one of the
// golden's items nested under another where the golden's list is flat, and an answer
// that opens with the golden's list but leaves out the line that introduced it, two
// of the golden's items run into one word for word (even where the request allows
// the count), and
// a paragraph the answer writes as the golden does before one it followed there (the
// closing paragraph after the salutation);
// polarity a negation (nicht, noch nicht) put into or left out of a clause that is
// otherwise the golden's, even where it splits a term (bisher sind … abgerechnet →
// noch nicht abgerechnet; bleibt eingehalten → bleibt nicht eingehalten), a hedge dropped or
// put in (測定できないことがあります → 測定できません), a thing sent made sent back (zu →
// zurück), and a golden sentence
// with a clause left out (…; der Espresso läuft nur
// tröpfchenweise.) whose words the answer says nowhere else.
//
// And logic turned in one word. polarity fails a sentence that is the golden's but
// for a logic word put for another of its kind (and or or, cause, purpose, condition
// or contrast, after or before, none or hardly, done or to come, stated or possible,
// asked or permitted, needed or wished, only or preferably or also, exact, about, at
// least or at most, all or part, instead or in addition, so far or in all, standing or
// for now, a range or alternatives, until or from, with or without, added or taken
// off, within or after, always or sometimes, at once or later, put off or brought
// forward; in Japanese the same, 約/最大, ため/場合, ない/にくい, ております/見込み,
// 内/外, 必ず/できれば, 毎月/初回のみ), or in which two named people trade places, or for
// a bound added alone (mindestens, bis zu, teilweise, könnte, 以上, 最大, の一部; in
// Japanese only beside a figure); and/or is read only in affirmative sentences (keine
// Leerzeichen am Anfang oder Ende is am Anfang und Ende). It also fails a word of
// such a sentence written with the other initial case (die Kostenlose App). purity
// fails Chinese weekdays (周三); register_symbols a German word shouted in capitals
// that the golden writes in small letters (NUR), and an @ before any name; stance a
// name cut to its initial (Frau K., T様), a question for a number, date or address
// where the golden asks nothing, a golden body line behind the closing formula, and
// Japanese disclaimers (確定したものではありません); repeated_units a pair of one
// thing (Heizzeiten und Heizzeiten, 延期と延期) and a point restated behind a summing-
// up lead (まとめると、…; Zusammenfassend:); consistency a price per another unit than
// its line counts (10箱 | 2,480円/枚), a tax or discount percentage that no amount of
// its sentence bears out against another (10 % Rabatt auf 1.000,00 € sind 150,00 €;
// 消費税10%（3,000円） on 33,000円), a count times a unit price that is not the amount
// stated with them (2個×1,100円で2,400円) and a time window whose length is not its
// span (zwischen 8 und 12 Uhr (3 Stunden)), and a count of things named in a run that
// names another number (zwei Termine an: Montag, Dienstag oder Mittwoch; A、B、Cの2点);
// a sum the golden itself does not bear out is the case's. list_structure a reference to a step (siehe
// Schritt 2, 手順7を参照) the case does not write that points to no step or to one
// sharing no word with its line; well_formed a backslash for the yen sign (\5,500);
// supported_sentences a Japanese city, ward or town (大阪市西区) neither the request
// nor the golden names, and polarity one put for another in a golden sentence (the
// old address's 中央区 in the new address for 北区). supported_sentences judges a
// sentence added to an answer that keeps the golden's sentences word for word more
// strictly (two unsupported words); stance fails claims of a fault fixed, a payment
// received, insurance or warranty cover, a priority, or a fault blamed on the reader
// that the case never makes.
//
// A fact put back beside the wrong thing. supported_sentences reads an answer
// sentence that is a golden sentence with one stretch put in (at most a word of it
// replaced) against the request's sentences that name the words on either side of
// the stretch: a figure or a date the golden lacks must stand there (予備費 with a
// residue the request does not give, Förderbescheid vom 14.10.2026 where it says
// 09.10.2026), and so must a role, a department, a company or an address part (Frau
// Dr. Vogt (Einkauf) where the request brackets Projektleitung, 経理部の松田部長
// where 経理部 goes with 小西課長, 大阪市北区北浜 where the request has 中央区北浜); a
// tax or time qualifier (netto, 税込, 正午) the case never states, or whose opposite
// it states there, is put in too, and so are two words nobody states. It also
// fails one stretch replaced where the request's term is made one the case never
// names: a German compound's modifier (Gas- → Öl-Spitzenlastkessel), a code's letter
// (A4 → B4), a department (→ 配送センター). Japanese compounds are not read so: a
// paraphrase writes their parts' synonyms (差し込み口, 挿入口). polarity fails two
// golden sentences of one line written the other way round where the one now first
// points back (これらは, am selben Tag, それまで) or the one now second is led by
// "then" (その後、, Danach); a sentence that gives the golden's effect as its cause
// and its cause as the effect (Weil C, E → Weil E, C; CためE → EためC), read by the
// words each clause has and the other lacks; the same verb moved between the
// reader's keigo and the writer's (追加していただいた → 追加いたしました, ご承認をお願い
// いたします → 承認いたします); a person of the case who acts made the one acted on
// (Frau Köhler bittet → Wir bitten Frau Köhler; Herr → Herrn) and a perfect made a
// passive (hat … vorgestellt → wurde … vorgestellt). consistency fails a labelled
// line whose label names a date and whose value is an amount, or the other way
// round, where the golden's line of that label holds its own kind (納品希望日：
// 53,900円). polarity fails an ordinal read as a count (seit dem zweiten Tag → seit
// zwei Tagen) and a duration made a time of day, its number kept (約10秒で → 10時ごろ
// に); list_structure an opening line of the golden (one ending in a colon or
// pointing ahead: 次の手順で行います。) put over another list than its own, or a
// heading put between it and its list.
//
// What a speculative decoder, a stream or a careless writer leaves in a sentence.
// well_formed fails two definite articles in a row the source never writes (überträgt
// der die Zugangsdaten; a relative pronoun after a noun and comma, and an extended
// attribute, die die Anlage betreibende Firma, stand so in good German), two case
// particles in a row (クーポンがを), two neighbouring German words written in each
// other's place where one is an article, pronoun, preposition, conjunction or finite
// verb (wir dass; two adverbs, noch heute, may trade), Ihr or Ihre before a noun the
// case writes with the other (not before a noun whose plural is its singular), a day
// given with auf dem or in dem, 御中 after a person, inside a sentence or ending a
// field value the case never writes it in, a year cut to one to three digits before
// its month, and a writer narrating their own check of the answer (Ich prüfe an
// dieser Stelle noch einmal; ここまでの内容をもう一度確認します). register_symbols
// fails, in a formal case, what colleagues write to each other (お疲れ様です,
// 取り急ぎ, 私たちは for 弊社) and English letter phrases calqued (Fühlen Sie sich frei,
// 友好的な挨拶とともに), in every case Fräulein and a humble verb for the reader's act
// (お気軽にお伺いください). stance fails a settled statement made an expectation
// (voraussichtlich, 見込み, 概算, 17時頃) where no source sentence about it plans
// anything (予定, geplant), a rule given exceptions (in der Regel nur werktags), a free
// thing made free for a while (zunächst kostenlos, 初月無料) and a request of the case
// made a choice (Wenn Sie möchten, …). polarity fails までに made まで (a deadline read
// as a span) and the other way, and a golden qualifier replaced by "all" (追加ユーザー分
// → 全ユーザー分).
//
// A figure kept in a slot that now says something else. numbers fails a date the
// golden and request state as the day (nothing bounds it within a few words) that
// the answer makes a deadline, an earliest day or a day counted from it (spätestens
// am, frühestens am, am ersten Werktag nach dem; までに, の翌営業日; "from", ab dem
// and から, is not read so: it also says when a new state begins); a date whose
// bracket the golden fills with its weekday and the answer with something else
// (（祝）, （水〜金）); an exact amount given a bound (ab 3.912,50 €, 5,500円〜; not von,
// über, から or まで, which say what an amount is of or where a change starts); a
// reference code labelled as another kind of reference than the case ever gives it
// (Bestellung 44-2087-DE → Kundenkonto 44-2087-DE); a street's house number or a
// town's part the case never gives (Gärtnerweg 7a, München-Süd). json_shape fails two
// fields of different names that trade their values (quantity and unit_price);
// records reordered trade whole objects between fields of one name. stance fails a
// record's status nobody states (storniert, 失効済み), a deposit (Anzahlung, 内金), a
// collection where the case delivers (Abholung, 引き取り), a sale by the reader
// (verkauft) and a first time (erstmals, 初回); polarity a named person made a
// pronoun of the other gender (Frau Müller → er), a step done made one begun (ist
// abgeschlossen → hat begonnen, 完了 → 始まる) and the one who reports made the one
// told (meldet → erfährt, 報告した → 報告を受けた), the one who asks made the one asked
// (bittet → wird gebeten); numbers a date labelled as another milestone than the
// case gives it (お届け予定日 → 返品受付期限, 訪問日時 → 受付日時, Liefertermin →
// Rückgabefrist; 配達予定日 for お届け予定日 is the same milestone).
//
// A tone that contradicts the news. stance fails bad news opened as good (Die gute
// Nachricht: … verschiebt sich; うれしいことに、…遅れております) and good news opened
// with regret (Leider senden wir Ihnen kostenlos …; 残念ながら、…確定いたしました),
// a customer's report framed as a mere claim or a complaint (behauptet, angeblicher
// Mangel, クレーム), German scare quotes on a finite verb, a negated phrase or an
// abstract noun behind its article (es „flackert“, die „Unannehmlichkeiten“; a product
// or a menu label in quotation marks is a name), and hype nobody wrote (業界最高水準の,
// unschlagbar). register_symbols fails a request to the reader ended in an exclamation
// mark where the golden exclaims nothing (Bitte bringen Sie … mit!, ご返信ください！;
// Vielen Dank! stays formal), an article before a titled name (Der Herr Strauß bittet),
// ている and と contracted (表示されてること, 「OK」って表示), and in a formal case お…
// させていただく (お送りさせていただきます) and an apology for an impression (falls
// Sie den Eindruck haben, …したのであれば申し訳); in any text a condescending preface
// (言うまでもありませんが, was sich von selbst versteht) and spoken けど, ちゃんと and
// だいたい. stance fails a fault made total (flackert → leuchtet gar nicht mehr,
// 正しく測定できないことがあります → まったく測定できません) and the writer taking on
// what the golden asks the reader to do (ご連絡ください → ご連絡いたします).
//
// A sentence that contradicts the answer or the case. stance fails a sentence that
// restates one of the golden's, which the answer keeps, with other numbers (念のため
// 繰り返しますと、…10月16日です beside …10月21日（水）です); a fact called unsettled
// (steht noch nicht fest, まだ確定しておりません, 確定次第); thanks for a step the answer
// asks for (Vielen Dank, dass Sie dies bereits erledigt haben); a deadline called
// passed; a schedule change denied where the case moves a date (a sum that stays the
// same is another matter); a pointer to a table the answer does not have; goods called
// delivered that are still to come; a subject line announcing a cancellation or a
// refusal; an apology for an error of the writer's side nobody made; the reader told
// there is nothing to do; a no-reply footer; a refusal; the customer's voice (助かり
// ました); 上記 pointing to what follows its colon; extra cost denied where the case
// states it; a planned step called done (すでに発送を完了しております); a back-reference
// to nothing (前述のとおり, wie oben erwähnt); a step that calls itself the last before
// the end or refers to a later or missing step; the writer introduced with the
// addressee's name (Hier schreibt Groß); and a role label after a sentence (…。ユー
// ザー: …).
//
// Grammar a degraded model breaks. well_formed fails Japanese verb forms no sentence
// has (ご返信くださり。, お送られいたします, ますです, だです, 閉じるてください, 移転する
// ます, 動かないずに, お待ってください, 新しいの電池), させていただけます closing a
// statement, a stem where the case goes on to ます (変わり。), a counter before its
// number (桁4), a kanji of a compound written in kana (遅えん for 遅延; 致します →
// いたします among kana stays a choice); in German a preposition with the wrong case
// (für Ihnen, mit Sie), a separable particle lost (findet … statt), a zu-infinitive
// without zu, sich lost or put in, a verb of motion with haben (abgelaufen haben), a
// particle left on an imperative the case splits (anlegen Sie), and French function
// words (zwischen 8 et 12 Uhr); a formal request without its Sie (Bitte schicken die
// Lampe, 8. Öffnen in der App), an adjective after a copula with an attribute's ending
// (bleibt unveränderte bei), and a Japanese intransitive verb made transitive where
// the golden has the same words before it (発送が遅らせております, 不具合が見つけた).
//
// The small words of stance. stance fails a sentence that restates one of the
// golden's and gains a word that changes when, how sure, how often or by whom:
// again (erneut, 再度), not yet (noch nicht, まだ), provisional (vorerst, ひとまず),
// approximate (gegen 10:30 Uhr, 16日頃), subjunctive or guess (wäre, dürfte), hearsay
// (soll, らしい, ようです), a wish (will), someone else (lassen, 報告させた), auch, at
// once (gleichzeitig, 同時に), a boon (dank, おかげで), a purpose (zwecks, に備えて),
// a contrast (entgegen, 従わずに), unintended (てしまう), an attempt (しようと), a near
// miss (するところでした), a former plan (予定でした), the writer's choice (ことにいたし
// ました, verschieben wir for verschiebt sich); a statement put under a modal with its
// verb's infinitive (bleibt → sollte … bleiben); a humble act's tense, dated or not
// (確定いたしました → 確定いたします); how often, how many or how much (oft, einige,
// deutlich; 時々, 大幅に), except in thanks or regret. The case licenses a word it writes itself (steht
// noch aus: noch nicht erteilt; z. B.: etwa), and lässt sich is "can be".
//
// Another kind of text, and claims nothing grounds. stance fails a letter's
// salutation or closing on a summary or a table (Mit freundlichen Grüßen under a
// list; 髙橋様 atop a summary), an apology in a text that speaks to nobody, a summary's
// label (Zusammenfassung:, 【要約】) or the reader in the third person (Der Kunde hat
// uns …, お客様より…がありました) in a letter, a Japanese letter's own fact told as
// hearsay (…とのことです), and what only another source could say: a carrier (DHL,
// ヤマト運輸), a history of complaints (bereits die dritte Meldung, 今回で3回目), an
// internal note (社内メモによりますと), the customer's anger or fault (立腹, 操作ミス),
// a promise that it never happens again, a clause of the terms (§ 7 AGB), a time of
// day, an interval (alle 6 Wochen, 10秒おき), an hour band (17時台), a vague count
// (十数, ein Dutzend), an average (平均 for 合計), an ordinal for a count (2個目, 6.
// Woche for 6 Wochen). An answer that keeps the golden's other sentences has its
// cause judged: one whose content words the case never writes (Aufgrund eines
// Lieferengpasses, システム障害により) is invented. consistency fails a calendar week,
// half-year or quarter that its date does not fall in (20.10.2026 (KW 44); 上期 for
// November, read as a fiscal half from April as well). supported_sentences judges a
// JSON answer's free text and a translation when the answer keeps the golden's
// sentences, and well_formed a draft's review mark (【要確認】, ???, TODO).
//
// Superseded facts, disclosure and entities. stance fails a secret no business asks
// for (Passwort, PIN, マイナンバー), a supplier, a disparaging judgement, a withdrawal
// or a refusal nobody states, a person made the writer's staff or a couple, a colour,
// a third party to turn to (販売代理店へ, an den Hersteller), a change of date in a
// text that moves none; two dates offered as a choice (10月16日または10月21日), the
// golden's move told as a period (vom 02.11. bis zum 16.11.), the date it moves away
// from stated as if it held (gilt wieder der 02.11.2026), a new value called
// unchanged (wie bisher, 従来どおり) or lasting beyond its end (auch danach, その後も),
// the writer's act made the reader's wish (Sie wünschen, dass wir …); and a name the
// case never writes in quotation marks (Nordlicht 40 Plus, Südwärme L9), with a legal
// form (Südkälte AG) or as a double name (Frau Müller-Weiß), a signature's given name
// the case never writes (Hiroshi Yamada for Ken Yamada), and a person called a firm
// (Firma Weiß for Herr Weiß).
//
// Time words, logical links and business terms. consistency measures a date's
// relative word from where it points: from the case's reference date (heute,
// nächste Woche, 来年), from the date the text names before it (am Tag darauf, in
// derselben Woche, 翌月), or from the date's own weekday or day (Wochenende, 週明け,
// 月末), and fails one its date does not fit (16.11.2026 (also heute) set on
// 16.10.2026; 翌日の10月22日 after 10月19日); it fails a duration glossed by another
// length (2週間（約1か月）). numbers fails midnight pinned to a day the case gives whole
// (bis 19.10.2026 um 0:00 Uhr, 0時まで), a clock hour written as hours (14時〜16時 →
// 14時から16時間) and a span of hours whose start is dropped (von 6 bis 22 Uhr → bis
// 22 Uhr). stance fails a restated sentence whose one verb moves between present and
// preterite (steht noch aus → stand noch aus; verbs of saying excepted), that gains
// an unless, an even if, a regardless, an instead, a need-not, a guessed cause (の
// ためか), a possibility for a commitment (お送りすることも可能です, Wir können Ihnen
// … senden), a person made the cause (様の取り扱いにより, hat verursacht), a used or
// repaired item, a deputy (代理担当) or a skipped step (入れずに), and one that makes
// the golden's may a must (kann helfen → ist zwingend erforderlich). polarity's word
// families now hold requests and decisions (Genehmigung/Prüfung, 問い合わせ/申し込み/
// 催促), prices (Rechnungsbetrag/Listenpreis, 定価/固定価格), project roles, faults
// (Mangel/Transportschaden, 破損/初期不良), goods in and out (Versand/Wareneingang, 発送/
// 入荷), systems (連携/移行), meetings and accounting (加算/相殺).
//
// Qualifiers and homophones. stance fails a qualifier only a condition no one set
// could add: a surcharge (zzgl. Versandkosten, 別途送料), a customer group (für
// Stammkunden, 会員様限定), stock or request (solange der Vorrat reicht, ご希望があれば),
// a warranty, a region (innerhalb Deutschlands, 国内のみ), a channel (ausschließlich
// telefonisch, お電話でのみ), a handover in person, a minimum order, part of the scope
// (im Grundumfang, 基本機能のみ), all customers, a subtotal or a starting price (2,480円〜).
// well_formed fails a Japanese word of the same reading as the case's that no
// business answer means there (返信 → 変身, 承認 → 証人, 交換 → 好感), where the case
// writes the first and never the second, and a kana phrase in kanji it never takes
// (遅れて折ります, この旅は).
// It also fails a request that drops the golden's お or ご (確認ください) or becomes a
// memo's rule (返信すること), thanks for the writer's own act (ご依頼をさせていただき、
// ありがとう…) and, in German, wir with a third-person verb (Wir bittet). stance fails
// a request made a prohibition (ご返送なさらないでください), a step put before what it
// needs (交換品の到着前に, noch vor Erhalt der Ersatzlieferung), a shipping mode (船便),
// a party charged (zulasten des Lieferanten) and an extra requirement
// (Originalverpackung, Personalausweis); polarity's families hold the writer's side
// and the reader's (当方/貴社), start and end, and an appointment against a deadline
// (Termin/Frist, 予定/期限).
//
// Leaks, reasoning and the frame. language_purity fails a German abbreviation left
// in Japanese (zzgl. MwSt.), an English pronoun, auxiliary or preposition in German
// (dass we, on 12.11.2026, Your Kundenservice, 4 weeks), the Dutch article De, an
// umlaut written as a digraph where the case writes the umlaut (uebertraegt), and
// Chinese 公司, 日元 and the demonstrative 那. stance fails an apology the golden makes
// and the answer drops (es ist schade for es tut uns leid), a reasoning model's
// thinking left in the answer (Zunächst prüfe ich …, Moment, Wait, actually, oder? –
// doch, Antwort:, まず日付を確認します, 待って、, 確認済み：, 私の理解が正しければ, a note
// on the request), an urgency, degree, certainty or judgement the case never states
// (umgehend, lediglich, zu Recht, gilt als sicher; お手すきの際, 多額, 強く要求, 早ければ),
// a handling it never names (ご遠慮ください, entsorgen, 店頭へお持ち, a photo, a dealer),
// a letter formula it never grounds (突然のご連絡, 新年あけまして, ご無沙汰, ご査収, かしこ,
// 前略, a countersignature), an apology "repeated" that was never made, and 頭語 and
// 結語 unpaired. consistency fails a shift counted wrongly between its two dates (vom
// 02.11. auf den 23.11., also vier Wochen später), a duration glossed wrongly in
// seconds or minutes, and a table's rows counted as 項目. polarity fails a noun put
// for its sibling with the article, adjective and pronoun that agree with it (den
// neuen Termin … ihn → die neue Frist … sie), a compound's number changed (5-GHz-Band
// → 2,4-GHz-Band), and a named party's request credited to the writer (Frau Köhler
// bittet → Wir bitten). A worked-out difference of two amounts is one currency's.
// quantities fails a wait of the golden made instant (約10秒で → すぐに).
//
// Compression and contamination. polarity fails a summary that says less than the case
// in one place: a bound dropped (早くても, spätestens), a replaced value kept beside the
// new one (statt → und; から → と), a span made a point (seit → am), a possibility made a
// certainty (kann → wird), two statements joined as cause and effect (; → , denn), a
// date's まで dropped, a plan told as a fact (する予定でした → しました), a contrast
// (が、…), a restricting clause (, die nur …,), a noun's modifier (追加ユーザー分の) or a
// quantity dropped. stance fails what another conversation leaves: a reference to an
// earlier exchange (wie bereits in der letzten E-Mail mitgeteilt, 前回のお問い合わせ), a
// chat turn's greeting or a system prompt's line (wie kann ich Ihnen helfen, どのような
// ご用件でしょうか), a person the case never names (…, Frau Lindner), and a payment term it
// never states (per Nachnahme, Vorkasse, Guthaben, Skonto; 着払い, 前払い, 残額, 割引適用後),
// another product it never offers (Nachfolgemodell, 互換, 他社製), a detail it never
// gives (gültig bis, 有効期限, a reminder, a call first, a copy, a floor, a department),
// a contact route by post and a wait for our notice; polarity a deadline dropped from
// a reader's task (前日の17時までに).
//
// Acts, degrees and pointers. polarity fails a golden sentence that keeps its words
// but does another thing with them: thanks made regret or a request (vielen Dank für →
// wir bedauern), a request made an offer or a proposal an order (bittet um → bietet
// an; 提案 → 指示), a promise made a question or a permission (お送りいたします → お送り
// してもよろしいでしょうか), a statement made something to consider or an option (ご検討
// ください, wenn Sie möchten), a question made a statement, an estimate made a commitment
// (予定 → 確定); acts of a kind are counted, so that a paraphrase in other words of the
// same act passes. It fails one or two short stretches that put one degree for another
// or add one: a cap, a floor, an exclusive bound or an exact figure (bis zu → über; 以内
// → ちょうど; ab → nach), a comparative made an equality (günstiger → gleich günstig), a
// level made a change (Budget → erhöhtes Budget; 料金 → 値上げ), a total made a figure per
// item, a count made additional (zwei weitere), a unit of count added (ein Paar), a time
// anchored to now (am selben Tag → heute; 月末 → 来月末), a focus word added, moved or
// dropped (nur, sogar, erst, bereits; だけ, さえ, 早くも, ようやく), a contrast made a
// conjunction (aber → und; し、→ が、), a case particle made a focus particle (クーポンを
// → クーポンは) and a counter put for another (2個 → 2台). A degree the sentence says as
// often as the golden does was reworded, not changed. And it fails a pointer bound to
// another thing: a pronoun of another gender (installieren Sie sie → ihn), a name made a
// demonstrative (Frau Müller → dieser) or someone unnamed (→ jemand), a second person
// put beside the one who acts (Herr Weiß und Frau Müller sind; 松田部長と小西課長), a
// model code given to a name the golden gives none (WärmeApp → WärmeApp L9). The
// degree groups also read how far along a thing is (bestanden → läuft noch; seit →
// ab kommendem; 開始 → 完了), how often (jeden Wochentag → den heutigen), one or either
// (と → または), and how two events hang together (a cause made a purpose: いただいた
// ため → いただくため; a time made a cause: sobald → da; a concession put in:
// にもかかわらず), and a Japanese verb told as done where the golden tells it to come
// (変わります → 変わりました). The same reading fails one event of a business process
// put for its neighbour with the participants, dates and amounts kept: geliefert →
// gefertigt, freizugeben → durchzusehen, verschiebt → verlagert, gute → schlechte;
// 取り出し → 取り付け, 取り込め → 書き込め, 確定 → 想定, 破損 → 無傷, a favour received
// told as the writer's own act (ご見学いただき → ご見学いたし); events are read only
// where one stands in another's place, so a verb a paraphrase adds passes. A name made
// a generic person or company (Frau Albers → eine Dame, Frost Technik AG → das
// Unternehmen; 佐々木様 → お客様), a noun's owner made a second noun (本体の背面 → 本体と
// 背面), and a sentence that starts as one golden sentence and ends as another, word for
// word, saying neither, fail too; so do a German particle or prefix put for its
// opposite (baut … auf → ab, steht noch aus → fest, Inbetriebnahme →
// Außerbetriebnahme), a comparative made plain (höher → hoch; それより早い → 早い), a
// figure cut from a sentence that the answer gives nowhere else (am 03.02.2027
// zwischen 9 und 13 Uhr → am 03.02.2027), the writer's act told as done by or to
// someone else or made causative (確認いたしました → 確認されました; お送りいたします →
// 送らせます), an inability made a plain negation (測定できない → 測定しない), and a
// golden sentence said again with another value of the case (営業の担当は山本部長 …
// 営業の担当は中川課長), and a thing moved to the other side of the conversation: the
// company's wir made ich while the answer still says wir, a person of the case made
// Sie, 当方 made 先方, 貴社 or そちら put before the company's own, ご or の方 given to
// its own staff, お dropped from the reader's act, and the writer and the reader
// trading places (wenden Sie sich an unseren → wenden wir uns an Ihren). A negation or
// an exception put into a golden sentence as its one change (見つかった →
// 見つからなかった; läuft weiter → läuft nicht mehr; bis auf die Versandkosten; を除く),
// or a short one taken out, and a refusal, a failure or a booking state put for the
// golden's (bittet um → lehnt ab; 完了 → 失敗; 埋まって → 空いて) fail the same way; a
// negation said in other words (steht noch aus, liegt noch nicht vor; 不要, 必要
// ありません) passes. stance fails a source or a hedge on what is known
// that the case never gives (wenn wir uns recht erinnern, laut Kundenangabe,
// vermutlich, aus gesetzlichen Gründen; だそう, と主張, 法令上), a contact by phone, a
// delay or a postponement, a cancellation, a proof of purchase, praise from the reader
// a request to give again what the reader gave, a condolence and a congratulation,
// each in a case that never mentions one.
//
// A negation put as a word of the opposite sense, the sentence's change small
// (keinen Druck mehr → zu viel Druck; 冷えない → 冷えすぎる), fails polarity; a word
// that fails or lacks in its own way (失敗, fehlt, ohne) keeps the sense.
//
// Tense, the writer's side and made-up details. polarity fails a German golden
// sentence in the present (erfolgt, findet … statt) told in the perfect or the past
// (ist erfolgt, hat stattgefunden), where the golden has no auxiliary and the answer
// is no plan's state (ist geplant), a summary's report made one to come (meldet →
// wird melden; hat … vorgestellt → wird … vorstellen), a consequence kept under a
// condition that shares no word or quoted label with the golden's (wenn die 10
// Minuten abgelaufen sind → wenn das WLAN-Symbol erscheint), one named thing of the
// case put in another's place (von der Nordwärme L9 → von der WärmeApp), the writer's
// act made a request to the reader (Wir senden Ihnen … zu → Bitte senden Sie uns …
// zu), a clause dropped from its conjunctive ending on (出ますので、… → 出ます。), and a scope
// or a rate dropped (一部の, jeweils). quantities fails a measurement (40 Watt, 容量450L)
// neither the golden nor the request gives; supported_sentences a noun of a claim put
// into a golden sentence (eine Premiumkundin, ゴールド会員) and a given name for a person
// the golden names by the surname (髙橋 健一, Frau Anna Müller); well_formed a template
// slot for a figure (XX Uhr, X Minuten, 〇秒, （ここに…記入）), a subordinate clause written
// as a sentence, the salutation below the body, a golden line marked as a quote and a
// German answer that opens mid-sentence; repeated_units a word or ending looped
// (dauern dauern dauern, ですですです); json_shape prose served as a JSON document.
//
// Words added to a golden sentence that loosen it. polarity fails a golden sentence
// kept whole with a tolerance put on its firm date or figure (am 28.10.2026 (± 2
// Tage), 10月21日前後), its prescribed means made one example of several (zum
// Beispiel, など), its statement stretched over a second thing (die Rechnung und die
// Lieferung senden wir an …; 住所とFAX番号は変わりません; und alle weiteren Termine),
// a cause put in whose words the golden says at another point (wegen der ausstehenden
// Genehmigung …), two things made one (die Mehrkosten und den Termin → für den
// Termin; メールアドレスと → の) and a part of one thing made a second thing (die
// Genehmigung der Gewerbeaufsicht → die Genehmigung und die Gewerbeaufsicht).
// stance fails a clause of one list item said in another while the rest of its item
// stands apart, the golden's request to the reader of which the answer says none of
// its own words (a request on a condition is an offer and may go), a time of day of
// the golden the answer states nowhere (zwischen 8 und 12 Uhr → ganztägig), an "I"
// in an answer whose golden speaks for no one (私は…心配している), and one of several
// steps said to be enough (dafür genügt einer der folgenden Schritte);
// language_purity a word of the source left in Latin letters inside Japanese text
// (見積番号のAngebot).
//
// What a sentence points at, put as another. polarity fails a golden sentence whose
// one change counts a thing the golden counts once (ein Installateur → zwei
// Installateure), makes a new one an earlier one (新しい電池 → 元の電池), writes a
// number as a number word of another value (die 10 Minuten → die zwei Minuten), names
// "she" as a man (Sie bittet → Herr Weiß bittet) or a person by a role of the other
// sex (Frau Müller → der Wohnungsinhaber), asks of a third party what the golden asks
// of the reader (Wir bitten Sie → Wir bitten unseren Spediteur), declares two things
// the same (dieselbe Garantie, 同じ) or makes a statement say the same as its
// neighbour (steht ebenfalls noch aus; 送付先は → 送付先も). numbers fails a number
// written in words that is no figure of the case, read whole (五千円 for 5,500円,
// 第四回 for 第3回, dreizehntausendneunhundertsiebenundfünfzig Euro for 13.975,00 €);
// list_structure a step to do again (Wiederholen Sie Schritt 5, 手順2の操作をやり直し)
// that shares no word with its line; stance the writer's private opinion, mood or
// inside view (unter uns, intern uneins, 個人的には, うんざり, ざっと目を通しただけ).
//
// How a sentence links its parts in time. polarity fails a golden sentence whose one
// change makes a lasting state one that returns (bleibt unverändert → liegt wieder), a
// cause a mere time (Weil … → Während …), counts a time from another event of the
// case (ab dem Herunterladen der App; 電池を入れてから), puts a date bound on what the
// golden leaves open (10月30日以降にお問い合わせください), adds a cause or consequence
// the sentence does not draw (; dadurch verlängert sich die Zahlungsfrist) or makes
// the new one the original (den neuen Termin → den ursprünglichen Termin). stance
// fails a contact by e-mail or by post the case never has, a pardon granted where the
// golden apologises (Wir entschuldigen Sie), keigo that gives a humble act to the one
// honoured (渡辺様がお電話いたします) and a German compound of the golden's parts in
// the other order (Kontrolltermin → Terminkontrolle); a Japanese commitment told as
// an intention (お送りするつもりです) is a guess of what the case states.
//
// A matter's state and German grammar. polarity fails a golden sentence whose one
// change puts a matter's state as another (bittet darum → es ist vereinbart;
// vorgestellt → in Auftrag gegeben; 確定いたしました → 調整しております; 支出 → 残額),
// a state or an act as its opposite (zeigt → erlischt, läuft → abgeschaltet, 点灯 →
// 点滅, tippen → gedrückt halten, 返信 → 転送, 入れてから → 入れながら), an owner the
// golden does not name (seine Mehrkosten), an impersonal man for the named actor
// (Herrn Strauß bittet man), a statement made a duty (ist … zuzusenden) or an
// adjective moved to another noun (im alten Verwaltungsgebäude). stance fails a fault
// that comes and goes (ab und zu, ごくまれに), a restriction to some occasions (nur wenn,
// ときだけ), a step for each time (jedes Mal, のたびに), a fault (brummt, 水漏れ), a
// Konjunktiv II (entstünden, liefe) and a golden word made another thing by a prefix
// (Lieferung → Nachlieferung, Termin → Vortermin), each where the case never says so.
// stance fails, in Japanese, a form no business text uses to its reader (返送する
// ように。, 返信してほしいです, 連絡すべし, であります, お客さん); language_purity a
// character read as its look-alike (Mü1ler, l0:30 Uhr, フ゛リーゼ, ご返送〈ださい).
//
// Words that change what a statement commits to. supported_sentences fails an answer
// that keeps every golden sentence but one word for word, where that one is a golden
// sentence with one stretch changed and a noun or a Japanese word put in that neither
// the request nor the golden uses in any spelling (Rechnungsbetrag → Betrag in
// Geldscheinen, 発送 → 返品): such an answer rewords nothing else, so the word is a
// changed fact. A small German word (a verb, an adjective), the sentence's first
// word, a compound that keeps the old word's last part (Ersatzgerät for
// Austauschgerät), a Japanese word sharing a kanji with the one it replaced (送信 for
// 送付) and a weekday's long form may be synonyms and are let pass; a kanji synonym
// sharing none (出荷 for 発送) in an otherwise verbatim answer is read as a change.
// stance fails, each where the case never says so, a statement told as one that did
// not come true, should have, or is only hoped (ご連絡いただくべきでした, お届けする
// はずでした, だといいのですが, hätte … sollen, nachträglich, 事後承認), a standing
// statement limited to the time up to now (bisher, これまでは; not wie bisher), the
// letter's act put off to an unnamed later time (後日, in den nächsten Tagen), a date
// glossed as gone by (am vergangenen Montag, 先週), a Japanese sentence ended as a
// to-do note (発送すること。), a general word where the case names the thing (die
// nötigen Unterlagen, einen Defekt, 必要な対応, 一定期間), and a figure given a bound
// that breaks the golden's: an exact figure made a ceiling or floor (von unter
// 36.400,00 €, 2メートル以上) or a bound made its opposite (vor 8 Uhr for ab 8 Uhr).
//
// polarity fails a golden sentence kept in nine tenths of its tokens with a denial
// put in: a negation or an exclusion (weder … noch, 表示されていない, zusammen ohne die
// Pauschale, 追加ユーザー料金を除く合計); a Japanese worry (間に合わないのではないか) is
// no denial. stance fails a golden sentence whose reader became "I" (Ich bringe meine
// Versichertenkarte mit, 私が送った写真), the case's sentence framed as another's
// report or routed to a third party (Der Absender teilt mit:, 差出人によると), and a
// letter's closing or signature under a text whose golden is no letter.
//
// Persons and a text's frame. stance fails, each where the case never gives it, a
// person's standing changed (der frühere Gutachter, in Vertretung von, geb. Kühn,
// 前担当, Direktor for Dr.), a person the golden calls Frau Müller or 髙橋様 called by
// the given name alone (Hannelore, 誠さん), a surname given a job title's -in
// (Müllerin), a letter's opening over a text whose golden is no letter (お世話になって
// おります), a memo's 以上 for a Japanese letter's closing courtesy, a salutation with
// the casual へ (佐藤部長へ), a German sentence to the reader cut to a note with no one
// to act (Das Passwort eingeben.; Bitte beachten, dass …), a prose golden's sentence
// set off as the only list item, and a golden list item split into two.
//
// German word formation and Japanese forms. stance fails a golden noun given a
// prefix the case never writes (Sammelrechnung, Gegenangebot, Musterwochenplan; a
// verb only by a prefix that makes another act, nachbestellt), a request told as done
// (ご返送くださいました) and an exact figure made approximate, per item or emphatic
// (2個ほど, 1名ずつ, 30分も前, ca. 36.400,00 €). polarity fails a golden noun put in
// another number (Ihre Kontrolltermine, eine Schallschutzwand; a genitive's -s is
// case, not number) and a Japanese form that changes a commitment: a closed pair made
// an open list (と → や), a continuing relation made a new start (今後とも → 今後は),
// a promise made a mere ability (お電話いたします → お電話できます) and a state made a
// growing change (されております → されていきます).
//
// Relations between statements. polarity fails a golden sentence kept in nine tenths
// of its tokens with a word put in that ties it to something else or weighs it: a
// restatement (Das heißt:, つまり), an example (Zum Beispiel), an aside (übrigens,
// ちなみに), a bargain (im Gegenzug, 見返り), an undercut (eigentlich, 本来), something
// expected all along (wie erwartet, 予想どおり), one cause of several or the main one
// (unter anderem, hauptsächlich, などにより), a rank (Wichtigster Punkt:), a condition
// or precaution (in diesem Fall, vorsorglich, すれば, 念のため), news told as known (wie
// Sie wissen, ご存じのとおり), a belief for a fact (soweit uns bekannt), a reply in
// kind (ebenfalls, こちらこそ), a weight (sogar, lediglich, せめて) and other items
// beside the one the golden names (die andere Bestellung, restliche Mehrkosten, die
// beiden Apps, 残りの試料, 1通目の請求書, 松田部長ほか), the whole where the golden
// names a part (die gesamte Heizungsanlage, すべての床), the packaging for the goods
// (leere Versandkarton, 空き箱) and nur or のみ. The words of a
// relation are one class, so falls for wenn or すれば for すると is a paraphrase; no
// word of order (zunächst) and no たら, which a procedure's paraphrase writes. stance
// fails a fact put in theory or limited to what the writer knows (theoretisch,
// 理論上, 把握している限り) and a deadline given exceptions (原則として前日の17時までに).
// consistency fails a date marked 去る that is still to come or 来る that is gone by,
// against the day the task is set; numbers fails a recurrence the case never gives
// in words too (einmal im Jahr, 月1回まで). stance fails, where the case never says it,
// an offer put as a question (Sollen wir …?, お送りいたしましょうか), a matter under
// consideration (Wir prüfen, ob …, 検討いたします), the reader left to help themselves
// (ご自身でお調べください), a presumption about the reader (ja ohnehin, ご返送いただけるも
// のと存じます), a check of their understanding, consent for a request (ist
// einverstanden, 差し支えない), the writer's advice (延期すべきである) and a reading for
// an approval (ご一読ください). json_shape fails, in a JSON answer to a document, a
// value that differs from the golden's with a word the document never writes (ort:
// Sachsen for Dresden; kanji aside, which may name the thing in other words) or keeps
// only the start of the golden's (東京都 for the whole address). register_symbols
// fails a remark whose tone no business text takes, its facts kept: a curt end (Mehr
// gibt es dazu nicht zu sagen, どうも。), gushing or hype (待ちきれません, お買い得),
// pleading (Bitte, bitte), a dare, bad news spun as good (Gute Nachrichten:),
// melodrama, a confidence (ここだけの話), an endearment and the writer's mood.
// stance fails, where the case never grants it, time without a limit (wann immer es
// Ihnen passt, auch Wochen später, nach dem Termin nachreichen, 数か月後でも構いませ
// ん) and a repair left to the reader (tauschen Sie das Netzteil selbst aus, ご自身で
// 修理), and a condition put before a German statement whose verb then leads (Sobald
// Sie antworten, bestätigen wir …): the writer's own step made to wait. stance also
// fails a statement stretched to others or to all (eines von mehreren, alle Ihre
// künftigen Bestellungen, 松本様をはじめ複数のお客様, 担当者の一人である) and the last of a
// series (Ihren abschließenden Kontrolltermin, 最終となる), where the case never says
// so. polarity fails who reports or acts made the one it is for (Laut Frau Dr. Vogt →
// Für Frau Dr. Vogt, von Ihnen bestellt → für Sie bestellt, 髙橋様から → 髙橋様のため
// に), the topic made a cause (について → によって), a postponement made an extension
// (verschiebt sich → verlängert sich) and a figure reached made one planned or wished
// for (abgerechnet → veranschlagt, die aktuelle → die gewünschte Temperatur, 予算 →
// 支出); register_symbols fails a request made begging (懇願いたします). stance fails a
// third person of the reader's side the case never names (die Nachricht Ihrer
// Kollegin, Ihres Sohnes, ご家族の方から, ご同僚の方), a protest (抗議) and a reversal
// of an earlier statement (前回の報告を翻す形で); polarity fails a report made a
// denial or a refusal (meldet → bestreitet). polarity fails an instruction kept but
// for how, where or with what it is done (mit dem beiliegenden Rücksendeetikett, am
// Bedienteil der Wärmepumpe, 返送用伝票で, プラス面が上になるように), and reads the
// question mark the German sentence split drops, so that a statement made a question
// (Erfolgt die Lieferung nicht am 12.11.2026 …?) reads as one. stance fails the
// writer's commitment recast as a permission, a prohibition, a duty or advice the
// case never states (Wir sind berechtigt, …; 禁じられております; せざるを得ません;
// 送るべきかと存じます), a step left to the reader's judgement (liegt in Ihrem
// Ermessen, ご判断にお任せします), an order (angeordnet, ご指示), an open question
// (prüfen wir noch, ist unklar, 確認中), what the reader already did (haben Sie ihn
// bereits abgesagt) and a remote eventuality (万一…発生した場合); a cause made a
// condition (Weil … → Sollten …; 必要なため → 必要となった場合), a condition put
// between two commas of a settled German statement, and an open question reported
// as settled (間に合うかを心配 → 間に合うことを確認; fragt, ob → teilt mit, dass).
// supported fails a golden sentence kept but for a Japanese compound with a new
// modifier before its head (出荷開始日 → 受注開始日, 注文番号 → 定期購入番号), and
// one kept but for a word the case uses of something else, no synonym of the
// golden's (残量 → 距離, サポート窓口 → アプリ窓口, die aktuelle Vorlauftemperatur →
// die aktuelle Verbindung). stance fails a golden statement filed under a status the
// case never gives it (Abgelehnt:, Erledigt:, 【決定事項】, 【対応済み】; not a label of
// what the line is about, Ergebnis:), a letter that sends its reader to themself for
// help (wenden Sie sich an Herrn Weiß, to Herrn Weiß), and thanks for a receipt, a
// payment, a consent or an answer the reader never gave (お受け取りいただき, ご了承
// いただき、ありがとうございます, Antwort auf unsere Rückfrage), a farewell (これまで
// ご愛顧いただき) and an address to a group (社内関係者各位).
// supported judges a clause added to a golden sentence kept whole on its own words
// (…vorher ab; bei einer späteren Absage stellen wir Ihnen den Termin in Rechnung).
// well_formed fails a concession with zwar whose aber is cut off, in its sentence
// and the next (Nordkälte AG ist zwar günstiger.), and a Japanese reason left
// without its consequence (…追加していただいたため。; not 理由は…ため。). stance fails
// a wish for the reader's recovery (gute Besserung, お大事に), an amount put in a
// currency the case never uses (米ドル建て, Schweizer Franken), the text declared
// invented or sample data, an order of rows or steps (金額の高い順に, in umgekehrter
// Reihenfolge) and no change claimed from the original plan. polarity reads two
// German nouns traded with their articles across clauses (Die Pumpe …; der
// Espresso → Der Espresso …; die Pumpe) and a code and a name traded after the label
// that names the code (修理受付番号RP-60418、ヒエール冷蔵庫 → 修理受付番号ヒエール冷蔵庫、
// RP-60418) as trades.
// Batch 71's rules read a decoder's wrong token. well_formed fails a value printed
// as a program prints none (NaN, undefined, [object Object], #WERT!; German null is a
// number), a stop string's start left at the end (<|im_), a Japanese predicate glued
// to what cannot take it (完了ください, （金）いたします), a verb's ます run into the
// next sentence's honorific (お願いいたしますございましたら; not ますますご清栄), and two
// golden sentences run together with the stop and the next one's first word lost.
// language_purity fails a digit of another script (1٠). polarity fails a step done
// made one not yet done (確認済み → 未確認), the act made the actor (Bestellung →
// Besteller), and a German sentence's first or last word made another kind of word:
// a verb's separable part for another word or the reverse (… aus → … aktiv), an
// infinitive after a modal verb made finite (kann … aufschließen → … tropft), an
// article for another word or the reverse (Bitte beachten Sie → Die beachten Sie),
// a label made a conjunction (Mehrkosten: → Weil:).
// Batch 72's: stance fails a question about the reader's intention (おつもりですか),
// a message for someone else (返信するようお伝えください), an instruction the writer
// was given (連絡するように言われております), a proposal (…にしましょう), a risk
// (しかねません), a deferral to further instructions (以降は画面の指示に従って
// ください), every matter settled (alle offenen Punkte erledigt), nothing else changed,
// no restriction and a pointer to what was said above (siehe oben) where the case
// says none of it; polarity counts a step done by itself against one done by hand
// (自動的に → 手動で), words that share a kanji a rewording may keep.
// Batch 73's: polarity fails one German word put in a form its place cannot take —
// an attributive adjective without its ending (die kostenlos App), a participle and
// an infinitive traded (hat … vorstellen), zu after a modal verb (kann zu helfen),
// Sie and Ihnen traded, a contraction of another case (im → ins); well_formed a
// Japanese clause in its ます form before its noun (つながりません場合), a passive with
// ておく and a bracket cut to its first letters ((Edelstahl) → (E.); not Mo. for
// Montag); supported a Japanese word made a katakana loan the case never writes (初期
// 設定 → イニシャルセットアップ); legal_forms knows LLP, PLC, S.A., B.V. and N.V.
// Batch 74's: well_formed fails Markdown structure in a plain-text answer (a heading,
// a code fence, a table rule; bold is left alone), a citation marker ([1], 【1†source】),
// a tool-call tag (<tool_call>) and an address left as 〇丁目〇番〇号; stance a
// labelled reasoning step (思考：), a notice that a machine wrote the text (von einer
// KI erstellt, AIによって生成) and a chat assistant's offer of more help (他にお手伝い
// できることはありますか？); supported a Japanese golden sentence kept but for a word
// of up to four kanji put for one the case never writes (生年月日 → 血液型).
// Batch 75's: polarity fails a preposition a German verb or noun governs put for
// another (vielen Dank für → über, bittet darum, dass → dafür; zu and von are left
// out: Informationen zu, über, von one thing are one) and a Japanese okurigana cut
// after its first kana (問い合わせ → 問い合わ); well_formed an object marked with を
// before a bare noun and です, where the topic's は belongs (期限を10月30日です; not
// 原因を調査中です, 交換を希望です, 到着をご希望です).
// Batch 76's: list_structure fails a golden text (a JSON string or the whole answer)
// of three sentences or items at least that the answer writes all of, word for word
// and nothing else, in another order: a summary's lead point put last, a request
// moved behind the signature. A paraphrase may reorder what it rewords.
// Batch 77's: register_symbols fails keigo put wrong in a way no business text
// writes (a double honorific or humble, ご on a katakana loan, ご…していただく,
// ございますです, くださいまし, 〜てやります, よろしく頼みます, いらっしゃいませ,
// ちょうだい) and speech written down (みたいです, しちゃい, 上じゃ, 'ne, gütigst, es
// wird bedauert), and in a formal letter があったら; polarity a topic padded with
// 的には and a German noun of the golden made a diminutive (Stehlampe → Stehlämpchen).
// Batch 78's: register_symbols fails more speech written down — ちょっと, a
// contraction of ておく (閉じといて, 送っときます), the explanatory なんです and んで,
// なので opening a sentence, ますわ, さん after a rank, a chat's greeting or sign-off
// (Moin, Hey, Bis dann, またね), a filler or buzzword (sozusagen, quasi, irgendwie,
// FYI, ASAP), an amount judged (stolze, なんと) or exclaimed, and super.
// Batch 79's: register_symbols fails thanks cut short and a plain form ending on ね
// or よ (ありがとね, 加算されてるよ) and thanks or an apology made small (ein wenig
// Dank, die kleinen Unannehmlichkeiten, 少々申し訳ございません); stance a chat
// assistant's preamble (Hier ist meine Antwort:, 以下が回答です), a promised date made
// a maybe (ggf. am 20.10.2026), a reported request made a wish (到着があればありがたい
// とのこと) and an attachment or a contact "below" nobody gives (別添の金額, 下記の
// 窓口); well_formed a tokenizer's joining marks (@@, ##), a byte-level BPE's
// characters (ãĥĴ) and Python byte escapes (\xc3\x9f). A German sentence no longer
// ends at an abbreviation's stop before a small letter or a digit (ggf. am, ca. 5).
// Batch 80's: well_formed fails a loop of one phrase said more than twice and a date
// format's pattern written for the date (TT.MM.JJJJ); language_purity an English
// preposition or conjunction in German (until, since, within, the, and, with);
// json_shape a name, number or code carrying its source field's label (契約先：サクラ
// 物流); request_form a subject line where the request wants none (件名は不要);
// consistency a column headed in a currency over counts or times (Lieferzeit (€));
// register_symbols ご…される for the golden's ご…いただく, ておられ for the golden's
// own ており, a potential verb with a れ too many (できれません) and an i-adjective
// with な before its noun (新しいな電話番号).
// Batch 81's: well_formed fails a Western title in katakana before a Japanese name
// (ヘル・渡辺様) and the subject wir cut out of a golden sentence (Senden Ihnen am …);
// register_symbols a Japanese polite prefix calqued into German (Ihre ehrenwerte
// Nachricht); stance よろしくお伝えください with no one named to pass the regards to,
// and a service made chargeable (kostenpflichtig, 有料) where the case says nothing of
// it; quantities a count of weekends (6 Wochenenden), which is no count of weeks.
// Batch 82's: language_purity fails a German line in English that has one function
// word only (- Ms Köhler asks for a return label.); numbers a length written as a
// clock reading no length of the case matches (10:00 Std. for 10 Minuten); stance a
// clock time whose hour became its minutes (0:08 Uhr for 8 Uhr), a summary that
// turns to the person it reports on (Frau Köhler, Sie bitten …; …ですね。), a
// translation that drops its source's closing formula, a fact credited to a party the
// case never has say it (Laut Herrn Oßwald findet die nächste Sitzung …), an event
// told as a person's act (Prof. Dr. Kühn verschiebt die Inbetriebnahme for verschiebt
// sich), a phone number "given above" that the answer never gives, and a person
// called 君; well_formed ので cut to の before the next clause (出ますの接続が).
// Batch 83's: consistency fails a table column headed in the other currency than
// every amount of the text (単価（€） over 円); well_formed what a Japanese input
// method leaves when one key is typed in its other mode (WS-3０982, 5、500円, センタ〜);
// stance a firm called さん, a request on the respect passive (ご返信されてください), a
// German compound written as a word before a noun that names another thing (warme
// Pumpe for Wärmepumpe), and a nobility particle the case does not give (Frau von
// Köhler).
// Batch 84's: stance fails a remark that talks down to the reader or mocks them
// (unvergleichlich weise, sofern Ihnen das nicht zu viel Mühe macht, Zumutung, wie
// nicht anders zu erwarten, お客様でもおできになる, 例によって, 今後は…よくお読みください)
// and a fault put on the reader's handling (お客様の取り扱いミス, Ihre unsachgemäße
// Handhabung) where the case puts none there.
// Batch 85's: polarity fails the sentences of a procedure's numbered step told in
// the other order, and a check passed told as outstanding (steht noch aus); stance a
// restriction the case never makes (nur, wenn …; vorausgesetzt, dass …; es sei denn;
// 場合に限ります), a condition closing a golden sentence (…, sofern wir Sie daran
// erinnern;), a weekend or a holiday a statement is narrowed to where the case names
// no working days, a link said to follow that the answer never gives (über den unten
// stehenden Link, 下記のリンク), and an enclosure line naming a document the case never
// sends (Anlage: …, 添付資料：…); numbers a reference dated with a date that no sentence
// of the case naming it gives (WE-20417 vom 12.11.2026, TU-4471（2026年10月30日付）) and
// a day a move goes to told as the day it leaves (verschiebt sich vom 07.12.2026,
// 10月23日から変更); well_formed wir with a verb in the singular after it (Gern habe
// wir).
// Batch 86's: stance fails a duration of the golden cut out where the answer keeps
// the golden's other sentences (約10秒で測定が終わり), a signer given a rank or a tie
// to the reader the case never gives (Ihre Geschäftsführung, Ihr Kollege Ken Yamada),
// and an academic title the case never gives (Prof. Dr. Öztürk for Dr. Öztürk,
// 准教授 for 教授); consistency a deduction whose stated result is the sum (33,000円
// から5,500円を差し引いて、合計38,500円); numbers a Japanese address whose block, lot or
// house number is written otherwise or made a room (道玄坂12番1号 or 12番1号室 for
// 道玄坂1丁目12番1号, where 1-12-1 is the same address).
// Batch 87's: language_purity fails an English business noun in a German sentence
// (in der apartment) or at the head of a German compound of the case (invoicesbetrag
// for Rechnungsbetrag); well_formed a salutation run into the letter's first sentence
// (Sehr geehrter Herr Weiß vielen Dank, 松本様このたびは), humble 申し上げ stacked on
// いたす, and a German legal form before the firm's name (GmbH Kühltechnik
// Straßburger); stance 貴殿 for a customer and a request said as a mere reply or
// handling (bittet um Rückmeldung, 対応を希望) where the case names what is asked for;
// truncation a line cut mid-sentence inside the answer, the rest of the golden's line
// nowhere after it (a mailer's wrap keeps it on the next line).
//
// Batch 88's: stance fails a closing line that tells the reader there is nothing to
// do while the answer asks them to act (ご対応いただくことは特にございません), one
// that says no extra cost arises where the case states one (追加の料金は一切発生して
// おりません against 追加ユーザー分の料金), an apology for "this" after a sentence
// that states no fault (Dafür bitten wir Sie um Entschuldigung after an unchanged
// price), a sentence opened as coming after (Danach, その後) whose date lies before
// the last dated sentence's, a reason the case never gives (業務拡大に伴い, nach
// Beschwerden der Anwohner nötig gewordene), a Japanese condition whose consequence
// the case never states (…場合、ご契約は白紙に戻ります), the date the case moves
// away from said to hold (Am ursprünglichen Termin … ändert sich nichts), a note
// that calls the wrong table row the dearest or the cheapest, and a remedy told as a
// present or a thanks for loyalty; supported_sentences reads a Japanese golden
// sentence edited in up to six characters (初期設定 → 解約手続き), not four.
//
// Batch 89's: stance fails a chat reply's opening (Gerne! Hier ist eine
// Schritt-für-Schritt-Anleitung:, 承知しました。以下に…) and its offer of another draft
// (修正したい点があれば), an apology said in full where neither golden nor request
// apologises or reports a trouble (a cushion before a request, 申し訳ございませんが、,
// passes), a statement stretched to a whole group or series or a body's act given to
// one person (alle Beteiligten, wie bei allen Geräten dieser Serie, 全センター, 社長一人
// から), the new thing replaced by the old, the firm getting in touch where the case
// asks the reader to (窓口からお問い合わせいたします), one who reports in the golden
// reported to in the answer (Herrn Oßwald werden … gemeldet, 髙橋に…が報告された), a
// date the golden gives for a thing sent off given for its arrival or the other way
// round, and a table's cheapest or dearest row named wrongly with the row first
// (Eisblock … ist mit 13.975,00 € das günstigste Angebot).
//
// Batch 90's: stance fails the firm collecting (holen wir bei Ihnen ab) or repairing
// where the case has the reader send an item in for a replacement, a cost put on a
// party the case never puts it on (von Wärmetechnik Förster zu tragen), the customer
// made the cause of a delay (weil der Auftraggeber …, お客様のご住所確認に時間を要した
// ため), who ordered from whom turned round, prices called gross where the case states
// them net or the other way round (an answer naming both passes), a Japanese number
// counted as a span or a building the case never counts (12階建て, 10か月分), and the
// firm getting in touch with the customer where the case asks the customer to;
// polarity reads 札, 戸, 銘, 階, 棟 and 便 as counters, so one put for another counts
// other things (5冊 → 5札).
//
// Batch 91's: stance fails an exact amount made approximate (knapp 18.750,00 €,
// 2,480円弱, 3億2,000万円弱), the writer's act framed as done at the reader's wish
// where no wish of the request speaks of it (Wie von Ihnen gewünscht, ご希望どおり),
// a request made a tip (Unser Tipp:, ご返信いただくのがおすすめです), the writer's
// statement given the reader as its source (お客様のお話では), a settled date made to
// hang on the weather (天候次第ですが), a request told as granted (ご承認をお願いいたし
// ます → ご承認をいただきました), a step under way told as finished (調査を終え、) and
// an after made a before (いただく前に, bevor); polarity reads "Die Rechnung senden Sie
// bitte" as the firm's act made the reader's; well-formedness fails a German sentence
// stopped on a bound or comparison ("mit mindestens.") and a Japanese one on an amount
// and で (約1,400万円で。).
//
// Batch 92's: register fails すみません or 〆 in a business text, a polite sentence in
// a plain-style or noun-ended Japanese summary (…回答します。 among …心配されている。),
// and a person the golden always titles (Frau Köhler) called by the bare surname;
// stance fails an amount the case gives as approximate stated as exact (約1,400万円 →
// 1,400万円).
//
// Batch 93's: register fails the causative passive (利用させられ) for a favour the
// reader did; stance fails an outcome made the writer's decision (となります →
// といたしました), the writer's humble promise told as done with 済み (お送りいたします
// → お送り済みです), and a German werden-passive made a sein-passive, a process told
// as done (wird ersetzt → ist ersetzt).
//
// Batch 94's: register fails the humble いたす in a request to the reader (ご返信いた
// してください); stance fails a sentence that opens on a titled person kept with the
// pronoun of the other gender in the name's place (Frau Köhler bittet → Er bittet).
//
// chrF is pinned to sacreBLEU 2.6 semantics with its defaults: character
// order 6, word order 0 (2 for chrF++), beta 2, no lowercasing, whitespace
// removed before character n-gram extraction (Python's ”.join(line.split())),
// effective-order averaging of precision and recall (eps smoothing is an
// option), and corpus scores computed from per-order statistics summed over
// segments, never from the mean of sentence scores.
//
// Nothing in this package lowercases text it judges: "Sie" and "sie" differ in
// German, and an umlaut or a kanji variant (髙 vs 高) is never folded away. (The
// polarity check lowercases only the skeletons it aligns clauses by, so that
// "Keine Reparatur" and "Eine Reparatur" are recognised as one clause; repeated_units
// lowercases the keys it counts sentences by, language_purity the words it looks
// up among English and German function words, and capitals the words it pairs
// with their capitalised forms.)
package score
