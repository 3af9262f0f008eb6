package grade

// Blind batch 33c: structured answers read wrongly. The model fills a JSON extraction,
// an address or a reference code with the right values in the wrong places, or with a
// type, format or code a consumer breaks on: an ISO date cut to a month, with a two-digit
// year, day first or as an epoch number; a member moved into or out of a nested record;
// one record's key renamed or number quoted; a list boxed, wrapped, spread over numbered
// keys, merged or joined into one string; IDs, persons and amounts split into objects the
// schema lacks; a money key read in cents; house and floor numbers traded; a contact slot
// holding the company; a sibling legal form; and codes with another country code, a zero
// read as O, a shifted hyphen, or an added year segment or country suffix.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"regexp"
	"strings"
	"time"
)

// ho33cParse reads a JSON document into a jsonNode tree, ok false when s is not one
// JSON value (a text answer).
func ho33cParse(s string) (*jsonNode, bool) {
	t := strings.TrimSpace(s)
	if !strings.HasPrefix(t, "{") && !strings.HasPrefix(t, "[") {
		return nil, false
	}
	dec := json.NewDecoder(strings.NewReader(t))
	dec.UseNumber()
	n, err := readNode(dec)
	if err != nil {
		return nil, false
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, false
	}
	return n, true
}

func ho33cEncode(n *jsonNode) string {
	var b bytes.Buffer
	n.encode(&b, same, false)
	return b.String()
}

// ho33cJSON applies f to the parsed document of a JSON answer; f reports whether it
// changed anything. A text answer, or one f leaves alone, comes back unchanged.
func ho33cJSON(s string, f func(doc *jsonNode) bool) string {
	doc, ok := ho33cParse(s)
	if !ok || !doc.object {
		return s
	}
	if !f(doc) {
		return s
	}
	return ho33cEncode(doc)
}

func ho33cStr(v string) *jsonNode { return &jsonNode{str: &v} }

// ho33cRecord is the object a nested member belongs in: the member's own object, or
// the last record of an array of objects.
func ho33cRecord(n *jsonNode) *jsonNode {
	if n.object {
		return n
	}
	if n.array && len(n.elems) > 0 && n.elems[len(n.elems)-1].object {
		return n.elems[len(n.elems)-1]
	}
	return nil
}

func ho33cRemove(n *jsonNode, i int) {
	n.keys = append(n.keys[:i:i], n.keys[i+1:]...)
	n.vals = append(n.vals[:i:i], n.vals[i+1:]...)
}

func ho33cHas(n *jsonNode, key string) bool {
	for _, k := range n.keys {
		if k == key {
			return true
		}
	}
	return false
}

var (
	ho33cQuotedISO  = regexp.MustCompile(`"(\d{4})-(\d{2})-(\d{2})"`)
	ho33cMemberISO  = regexp.MustCompile(`(:\s*)"(\d{4})-(\d{2})-(\d{2})"`)
	ho33cJaChome    = regexp.MustCompile(`(\d+)丁目(\d+)番(\d+)号`)
	ho33cDeFloor    = regexp.MustCompile(`(\p{L}(?:straße|strasse|weg|platz|gasse|allee|ring)) (\d+), (\d+)\. (OG|Stock|Etage)`)
	ho33cCountryID  = regexp.MustCompile(`\b(DE|JP|AT|CH)-(\d{3,})|(\d{2,}-\d{3,})-(DE|JP|AT|CH)\b`)
	ho33cCodeWithZ  = regexp.MustCompile(`\b[A-Z]{1,5}-?\d*0[\d-]*\b|\b\d{2}-\d*0\d*-[A-Z]{2}\b`)
	ho33cJaCompany  = regexp.MustCompile(`株式会社[\p{Katakana}\p{Han}ー]+|[\p{Katakana}\p{Han}ー]+株式会社`)
	ho33cJaContact  = regexp.MustCompile(`(担当(?:は|の)(?:引き続き)?)(\p{Han}{1,4}(?:部長|課長|係長)?)(が|で|は)`)
	ho33cDeAttn     = regexp.MustCompile(`(?m)^(z\. ?Hd\. )(?:Frau|Herrn?) (?:(?:Prof\.|Dr\.) )*[\p{L}. -]+$`)
	ho33cDeLegal    = regexp.MustCompile(`(\p{Lu}[\p{L}-]+) (GmbH|AG|KG|OHG)\b`)
	ho33cJaLegalPre = regexp.MustCompile(`株式会社([\p{Katakana}\p{Han}ー]+)`)
	ho33cJaLegalSuf = regexp.MustCompile(`([\p{Katakana}\p{Han}ー]+)株式会社`)
	ho33cCodeHyphen = regexp.MustCompile(`\b([A-Z]{2,5}-)(\d{4,6})\b`)
)

var ho33cCountryNext = map[string]string{"DE": "AT", "AT": "DE", "CH": "DE", "JP": "JA"}

var ho33cDeLegalNext = map[string]string{"GmbH": "AG", "AG": "GmbH", "KG": "OHG", "OHG": "KG"}

// ho33cNearKeys are the near keys a record's key gets in one record only: a different
// schema for that record.
var ho33cNearKeys = []struct{ from, to string }{
	{"unit_price", "price"}, {"einzelpreis", "preis"}, {"value", "amount"},
	{"quantity", "qty"}, {"menge", "anzahl"}, {"currency", "currency_code"},
	{"product", "product_name"}, {"bezeichnung", "artikel"},
}

var ho33cSingular = map[string]string{"items": "item", "positionen": "position", "notes": "note",
	"lines": "line", "positions": "position", "products": "product"}

var ho33cAddressKeys = map[string]bool{"strasse": true, "straße": true, "street": true, "plz": true,
	"postal_code": true, "zip": true, "ort": true, "city": true, "address": true, "stadt": true}

var ho33cMoneyKey = regexp.MustCompile(`(?i)preis|price|fee|value|netto|brutto|mwst|total|betrag|amount`)

var heldOutBatch33c = []heldOutKind{
	// A JSON date member with a two-digit year: "rechnungsdatum": "2026-10-21" →
	// "26-10-21"; "start_date": "2026-12-01" → "26-12-01" (year 26 to a parser).
	{"b33c_json_iso_date_two_digit_year", "raw", func(lang, s string) string {
		return hoFirstMatch(ho33cQuotedISO, s, func(m []string) string {
			return fmt.Sprintf(`"%s-%s-%s"`, m[1][2:], m[2], m[3])
		})
	}},
	// The last JSON date member cut to its month: "faellig_am": "2026-11-04" →
	// "2026-11"; "delivery_date": "2026-10-19" → "2026-10".
	{"b33c_json_iso_date_day_dropped", "raw", func(lang, s string) string {
		locs := ho33cQuotedISO.FindAllStringSubmatchIndex(s, -1)
		if len(locs) == 0 {
			return s
		}
		l := locs[len(locs)-1]
		return s[:l[0]] + `"` + s[l[2]:l[5]] + `"` + s[l[1]:]
	}},
	// The first JSON date member written as a Unix epoch number: "delivery_date":
	// "2026-10-19" → 1792368000; "rechnungsdatum": "2026-10-21" → 1792540800.
	{"b33c_json_iso_date_as_unix_epoch_number", "raw", func(lang, s string) string {
		return hoFirstMatch(ho33cMemberISO, s, func(m []string) string {
			d, err := time.Parse("2006-01-02", m[2]+"-"+m[3]+"-"+m[4])
			if err != nil {
				return m[0]
			}
			return m[1] + fmt.Sprint(d.Unix())
		})
	}},
	// The last top-level string member moved into the nested record before it:
	// "total": {…}, "delivery_date": "2026-10-19" → "total": {…, "delivery_date": …};
	// "faellig_am" ends up in the last Position; "payment": "クレジットカード" in total.
	{"b33c_json_trailing_member_moved_into_nested_record", "raw", func(lang, s string) string {
		return ho33cJSON(s, func(doc *jsonNode) bool {
			last := -1
			for i, v := range doc.vals {
				if v.str != nil {
					last = i
				}
			}
			for j := last - 1; j >= 0 && last > 0; j-- {
				rec := ho33cRecord(doc.vals[j])
				if rec == nil {
					continue
				}
				if ho33cHas(rec, doc.keys[last]) {
					return false
				}
				rec.keys = append(rec.keys, doc.keys[last])
				rec.vals = append(rec.vals, doc.vals[last])
				ho33cRemove(doc, last)
				return true
			}
			return false
		})
	}},
	// One nested record's key renamed to a near key, so that record has another schema:
	// second item "unit_price": 1100 → "price": 1100; second Position "einzelpreis" →
	// "preis"; total "value" → "amount".
	{"b33c_json_nested_key_near_renamed_in_one_record", "raw", func(lang, s string) string {
		return ho33cJSON(s, func(doc *jsonNode) bool {
			for _, v := range doc.vals {
				rec := ho33cRecord(v)
				if rec == nil {
					continue
				}
				for _, nk := range ho33cNearKeys {
					for i, k := range rec.keys {
						if k == nk.from && !ho33cHas(rec, nk.to) {
							rec.keys[i] = nk.to
							return true
						}
					}
				}
			}
			return false
		})
	}},
	// One nested record's last number quoted as a string while its siblings stay
	// numbers: second item "unit_price": 1100 → "1100"; "einzelpreis": 64.50 → "64.50";
	// total "value": 1249.90 → "1249.90".
	{"b33c_json_one_nested_number_quoted", "raw", func(lang, s string) string {
		return ho33cJSON(s, func(doc *jsonNode) bool {
			for _, v := range doc.vals {
				rec := ho33cRecord(v)
				if rec == nil {
					continue
				}
				for i := len(rec.vals) - 1; i >= 0; i-- {
					sc := rec.vals[i].scalar
					if sc != "" && sc != "null" && sc != "true" && sc != "false" && rec.vals[i].str == nil && !rec.vals[i].object && !rec.vals[i].array {
						rec.vals[i] = ho33cStr(sc)
						return true
					}
				}
			}
			return false
		})
	}},
	// The last top-level string member boxed in a one-element array: "payment":
	// "クレジットカード" → ["クレジットカード"]; "delivery_date": "2026-10-19" → ["2026-10-19"].
	{"b33c_json_string_member_boxed_in_array", "raw", func(lang, s string) string {
		return ho33cJSON(s, func(doc *jsonNode) bool {
			for i := len(doc.vals) - 1; i >= 0; i-- {
				if doc.vals[i].str != nil {
					doc.vals[i] = &jsonNode{array: true, elems: []*jsonNode{doc.vals[i]}}
					return true
				}
			}
			return false
		})
	}},
	// A list member wrapped in an XML-style object, as an XML-to-JSON reading gives it:
	// "items": [{…}, {…}] → "items": {"item": [{…}, {…}]}; "notes": [...] → {"note": [...]}.
	{"b33c_json_array_wrapped_in_xml_style_object", "raw", func(lang, s string) string {
		return ho33cJSON(s, func(doc *jsonNode) bool {
			for i, v := range doc.vals {
				if !v.array || len(v.elems) < 2 {
					continue
				}
				inner := ho33cSingular[doc.keys[i]]
				if inner == "" {
					inner = strings.TrimSuffix(doc.keys[i], "s")
				}
				doc.vals[i] = &jsonNode{object: true, keys: []string{inner}, vals: []*jsonNode{v}}
				return true
			}
			return false
		})
	}},
	// The address members grouped under an invented object, so the schema's top-level
	// members are gone: "strasse", "plz", "ort" → "adresse": {"strasse": …, "plz": …,
	// "ort": …}; "postal_code", "address" → "address": {…}; "city" → "address": {"city": …}.
	{"b33c_json_address_members_grouped_under_new_object", "raw", func(lang, s string) string {
		return ho33cJSON(s, func(doc *jsonNode) bool {
			start, end := -1, -1
			for i, k := range doc.keys {
				if ho33cAddressKeys[strings.ToLower(k)] && doc.vals[i].str != nil {
					if start < 0 {
						start = i
					}
					end = i + 1
				} else if start >= 0 {
					break
				}
			}
			if start < 0 {
				return false
			}
			group := "address"
			if strings.Contains(strings.Join(doc.keys, " "), "strasse") || strings.Contains(strings.Join(doc.keys, " "), "plz") {
				group = "adresse"
			}
			obj := &jsonNode{object: true, keys: append([]string(nil), doc.keys[start:end]...), vals: append([]*jsonNode(nil), doc.vals[start:end]...)}
			keys := append(append(append([]string(nil), doc.keys[:start]...), group), doc.keys[end:]...)
			vals := append(append(append([]*jsonNode(nil), doc.vals[:start]...), obj), doc.vals[end:]...)
			doc.keys, doc.vals = keys, vals
			return true
		})
	}},
	// A list's last two elements merged into one: two Positionen become one with both
	// names and the first one's numbers; notes ["A。", "B。"] → ["A。B。"].
	{"b33c_json_last_two_array_elements_merged", "raw", func(lang, s string) string {
		return ho33cJSON(s, func(doc *jsonNode) bool {
			for _, v := range doc.vals {
				if !v.array || len(v.elems) < 2 {
					continue
				}
				a, b := v.elems[len(v.elems)-2], v.elems[len(v.elems)-1]
				switch {
				case a.str != nil && b.str != nil:
					sep := " "
					if lang == "ja" {
						sep = ""
					}
					a = ho33cStr(*a.str + sep + *b.str)
				case a.object && b.object:
					m := &jsonNode{object: true}
					for i, k := range a.keys {
						val := a.vals[i]
						for j, k2 := range b.keys {
							if k2 == k && val.str != nil && b.vals[j].str != nil {
								val = ho33cStr(*val.str + " / " + *b.vals[j].str)
							}
						}
						m.keys = append(m.keys, k)
						m.vals = append(m.vals, val)
					}
					a = m
				default:
					continue
				}
				v.elems = append(v.elems[:len(v.elems)-2], a)
				return true
			}
			return false
		})
	}},
	// A nested member hoisted to the top level, out of the object it qualifies:
	// "total": {"value": 1249.90, "currency": "EUR"} → "total": {"value": 1249.90}, …,
	// "currency": "EUR"; the last Position's "einzelpreis" becomes a top-level member.
	{"b33c_json_nested_member_hoisted_to_parent", "raw", func(lang, s string) string {
		return ho33cJSON(s, func(doc *jsonNode) bool {
			for _, v := range doc.vals {
				rec := ho33cRecord(v)
				if rec == nil || len(rec.keys) < 2 {
					continue
				}
				k, val := rec.keys[len(rec.keys)-1], rec.vals[len(rec.vals)-1]
				if ho33cHas(doc, k) || val.object || val.array {
					continue
				}
				ho33cRemove(rec, len(rec.keys)-1)
				doc.keys = append(doc.keys, k)
				doc.vals = append(doc.vals, val)
				return true
			}
			return false
		})
	}},
	// A money member's key given a minor-unit suffix, so the figure reads in cents:
	// "brutto": 1034.11 → "brutto_cent": 1034.11; "monthly_fee": 33000 →
	// "monthly_fee_cents": 33000; total "value" → "value_cents".
	{"b33c_json_money_key_gets_minor_unit_suffix", "raw", func(lang, s string) string {
		return ho33cJSON(s, func(doc *jsonNode) bool {
			var walk func(n *jsonNode) bool
			walk = func(n *jsonNode) bool {
				for i := len(n.keys) - 1; i >= 0; i-- {
					v := n.vals[i]
					if v.object && walk(v) {
						return true
					}
					if v.scalar != "" && v.scalar != "null" && ho33cMoneyKey.MatchString(n.keys[i]) {
						suffix := "_cents"
						if regexp.MustCompile(`[äöüß]|preis|netto|brutto|mwst|betrag`).MatchString(n.keys[i]) {
							suffix = "_cent"
						}
						n.keys[i] += suffix
						return true
					}
				}
				return false
			}
			return walk(doc)
		})
	}},
	// House and floor (or 番 and 号) numbers traded between their slots: 2丁目4番9号 →
	// 2丁目9番4号; Brückenstraße 12, 2. OG → Brückenstraße 2, 12. OG.
	{"b33c_address_number_slots_traded", "raw", func(lang, s string) string {
		out := hoFirstMatch(ho33cJaChome, s, func(m []string) string {
			if m[2] == m[3] {
				return m[0]
			}
			return m[1] + "丁目" + m[3] + "番" + m[2] + "号"
		})
		if out != s {
			return out
		}
		return hoFirstMatch(ho33cDeFloor, s, func(m []string) string {
			if m[2] == m[3] {
				return m[0]
			}
			return m[1] + " " + m[3] + ", " + m[2] + ". " + m[4]
		})
	}},
	// The country code inside an order or reference number changed: 77-3190-DE →
	// 77-3190-AT; DE-55102 → AT-55102; JP-58217 → JA-58217 (the language code).
	{"b33c_country_code_in_id_changed", "raw", func(lang, s string) string {
		return hoFirstMatch(ho33cCountryID, s, func(m []string) string {
			if m[1] != "" {
				return ho33cCountryNext[m[1]] + "-" + m[2]
			}
			return m[3] + "-" + ho33cCountryNext[m[4]]
		})
	}},
	// A zero in a reference code read as the letter O, so the code no longer matches:
	// WE-20417 → WE-2O417; AP-73015 → AP-73O15; 44-2087-DE → 44-2O87-DE.
	{"b33c_code_zero_read_as_letter_o", "raw", func(lang, s string) string {
		return hoFirstMatch(ho33cCodeWithZ, s, func(m []string) string {
			c := m[0]
			// The first zero that follows a digit or a hyphen, not a leading one.
			for i := 1; i < len(c); i++ {
				if c[i] == '0' && (c[i-1] == '-' || (c[i-1] >= '0' && c[i-1] <= '9')) {
					return c[:i] + "O" + c[i+1:]
				}
			}
			return c
		})
	}},
	// A contact slot filled with the company's name instead of the person:
	// "primary_contact": "石井部長" → "サクラ物流株式会社"; 担当の西村が → 担当の株式会社ミナトデザインが;
	// z. Hd. Frau Dr. Julia Schulze → z. Hd. Hochschule Rheinstadt.
	{"b33c_contact_slot_filled_with_company", "raw", func(lang, s string) string {
		if out := ho33cJSON(s, func(doc *jsonNode) bool {
			company := ""
			for i, k := range doc.keys {
				if regexp.MustCompile(`(?i)company|kunde|firma|customer`).MatchString(k) && doc.vals[i].str != nil {
					company = *doc.vals[i].str
				}
			}
			for i, k := range doc.keys {
				if company != "" && regexp.MustCompile(`(?i)contact|ansprech`).MatchString(k) && doc.vals[i].str != nil && *doc.vals[i].str != company {
					doc.vals[i] = ho33cStr(company)
					return true
				}
			}
			return false
		}); out != s {
			return out
		}
		if lang == "ja" {
			company := ho33cJaCompany.FindString(s)
			if company == "" {
				return s
			}
			return hoFirstMatch(ho33cJaContact, s, func(m []string) string { return m[1] + company + m[3] })
		}
		lines := strings.Split(s, "\n")
		for i, l := range lines {
			if m := ho33cDeAttn.FindStringSubmatch(l); m != nil && i >= 2 && strings.TrimSpace(lines[i-2]) != "" {
				lines[i] = m[1] + strings.TrimSpace(lines[i-2])
				return strings.Join(lines, "\n")
			}
		}
		return s
	}},
	// A company's legal form given as a sibling form, another entity in the register:
	// Nordkälte AG → Nordkälte GmbH; Bäckerei Großmann OHG → KG; 株式会社アオバ精工 →
	// 有限会社アオバ精工; サクラ物流株式会社 → サクラ物流有限会社; Kobayashi Seiki Co., Ltd. → Inc.
	{"b33c_company_legal_form_sibling", "raw", func(lang, s string) string {
		if lang == "ja" {
			pre := ho33cJaLegalPre.FindStringIndex(s)
			suf := ho33cJaLegalSuf.FindStringIndex(s)
			switch {
			case pre != nil && (suf == nil || pre[0] <= suf[0]):
				return s[:pre[0]] + "有限会社" + s[pre[0]+len("株式会社"):]
			case suf != nil:
				return hoFirstMatch(ho33cJaLegalSuf, s, func(m []string) string { return m[1] + "有限会社" })
			}
			return s
		}
		if out := hoFirstMatch(ho33cDeLegal, s, func(m []string) string { return m[1] + " " + ho33cDeLegalNext[m[2]] }); out != s {
			return out
		}
		return strings.Replace(s, " Co., Ltd.", " Inc.", 1)
	}},
	// A list member spread over numbered top-level keys instead of an array:
	// "notes": ["A", "B"] → "notes_1": "A", "notes_2": "B"; "items": [{…}, {…}] →
	// "items_1": {…}, "items_2": {…}.
	{"b33c_json_array_spread_into_numbered_keys", "raw", func(lang, s string) string {
		return ho33cJSON(s, func(doc *jsonNode) bool {
			for i, v := range doc.vals {
				if !v.array || len(v.elems) < 2 {
					continue
				}
				var keys []string
				for j := range v.elems {
					keys = append(keys, fmt.Sprintf("%s_%d", doc.keys[i], j+1))
				}
				doc.keys = append(append(append([]string(nil), doc.keys[:i]...), keys...), doc.keys[i+1:]...)
				doc.vals = append(append(append([]*jsonNode(nil), doc.vals[:i]...), v.elems...), doc.vals[i+1:]...)
				return true
			}
			return false
		})
	}},
	// The last JSON date member written day first with hyphens, which an ISO reader
	// takes for year 19 or rejects: "delivery_date": "2026-10-19" → "19-10-2026";
	// "end_date": "2027-11-30" → "30-11-2027".
	{"b33c_json_iso_date_day_first_hyphenated", "raw", func(lang, s string) string {
		locs := ho33cQuotedISO.FindAllStringSubmatchIndex(s, -1)
		if len(locs) == 0 {
			return s
		}
		l := locs[len(locs)-1]
		return s[:l[0]] + fmt.Sprintf(`"%s-%s-%s"`, s[l[6]:l[7]], s[l[4]:l[5]], s[l[2]:l[3]]) + s[l[1]:]
	}},
	// A reference code's hyphen moved one digit on, which is another code to a lookup:
	// WE-20417 → WE2-0417; RP-60418 → RP6-0418; INV-88213 → INV8-8213.
	{"b33c_code_hyphen_shifted_one_digit", "raw", func(lang, s string) string {
		return hoFirstMatch(ho33cCodeHyphen, s, func(m []string) string {
			return strings.TrimSuffix(m[1], "-") + m[2][:1] + "-" + m[2][1:]
		})
	}},
	// A money number boxed in an object with a currency the schema has no place for:
	// "brutto": 1034.11 → "brutto": {"value": 1034.11, "currency": "EUR"};
	// "monthly_fee": 33000 → {"value": 33000, "currency": "JPY"}.
	{"b33c_json_money_number_boxed_with_currency", "raw", func(lang, s string) string {
		cur := "EUR"
		if lang == "ja" {
			cur = "JPY"
		}
		return ho33cJSON(s, func(doc *jsonNode) bool {
			var walk func(n *jsonNode) bool
			walk = func(n *jsonNode) bool {
				if ho33cHas(n, "currency") || ho33cHas(n, "waehrung") {
					return false
				}
				for i := len(n.keys) - 1; i >= 0; i-- {
					v := n.vals[i]
					if r := ho33cRecord(v); r != nil && walk(r) {
						return true
					}
					if v.scalar != "" && v.scalar != "null" && ho33cMoneyKey.MatchString(n.keys[i]) {
						n.vals[i] = &jsonNode{object: true, keys: []string{"value", "currency"}, vals: []*jsonNode{v, ho33cStr(cur)}}
						return true
					}
				}
				return false
			}
			return walk(doc)
		})
	}},
	// A reference code split into an object of its parts, which no consumer of the
	// schema reads: "order_id": "DE-55102" → {"prefix": "DE", "number": "55102"};
	// "contract_id": "SK-30918" → {"prefix": "SK", "number": "30918"}.
	{"b33c_json_id_member_split_into_parts", "raw", func(lang, s string) string {
		return ho33cJSON(s, func(doc *jsonNode) bool {
			for i, k := range doc.keys {
				v := doc.vals[i]
				if v.str == nil || !regexp.MustCompile(`(?i)_id$|nummer$|number$|^id$`).MatchString(k) {
					continue
				}
				m := regexp.MustCompile(`^([A-Z]{1,5})-(\d[\d-]*)$`).FindStringSubmatch(*v.str)
				if m == nil {
					continue
				}
				doc.vals[i] = &jsonNode{object: true, keys: []string{"prefix", "number"}, vals: []*jsonNode{ho33cStr(m[1]), ho33cStr(m[2])}}
				return true
			}
			return false
		})
	}},
	// A person member split into an object the schema does not have: "name": "Petra
	// Müller" → {"vorname": "Petra", "nachname": "Müller"}; "name": "髙橋 美咲" →
	// {"family_name": "髙橋", "given_name": "美咲"}; "primary_contact": "石井部長" →
	// {"name": "石井", "title": "部長"}.
	{"b33c_json_person_member_split_into_object", "raw", func(lang, s string) string {
		return ho33cJSON(s, func(doc *jsonNode) bool {
			for i, k := range doc.keys {
				v := doc.vals[i]
				if v.str == nil || !regexp.MustCompile(`(?i)^name$|contact|ansprech`).MatchString(k) {
					continue
				}
				if m := regexp.MustCompile(`^(\p{Han}{1,4})(部長|課長|係長|社長|主任)$`).FindStringSubmatch(*v.str); m != nil {
					doc.vals[i] = &jsonNode{object: true, keys: []string{"name", "title"}, vals: []*jsonNode{ho33cStr(m[1]), ho33cStr(m[2])}}
					return true
				}
				parts := strings.Fields(*v.str)
				if len(parts) != 2 {
					continue
				}
				keys := []string{"given_name", "family_name"}
				if lang == "ja" {
					keys = []string{"family_name", "given_name"}
				} else if regexp.MustCompile(`[äöüß]`).MatchString(strings.Join(doc.keys, " ")) || ho33cHas(doc, "kunde") {
					keys = []string{"vorname", "nachname"}
				}
				doc.vals[i] = &jsonNode{object: true, keys: keys, vals: []*jsonNode{ho33cStr(parts[0]), ho33cStr(parts[1])}}
				return true
			}
			return false
		})
	}},
	// A year segment put into a reference code, as if it followed the pattern of another
	// number: WE-20417 → WE-2026-20417; RP-60418 → RP-2026-60418; DE-55102 →
	// DE-2026-55102 (the year is the answer's own first year).
	{"b33c_code_gets_year_segment", "raw", func(lang, s string) string {
		ym := hoYear.FindStringSubmatch(s)
		if ym == nil {
			return s
		}
		y := ym[1]
		return hoFirstMatch(ho33cCodeHyphen, s, func(m []string) string {
			if strings.HasPrefix(m[2], y) {
				return m[0]
			}
			return m[1] + y + "-" + m[2]
		})
	}},
	// A list member given as one delimited string instead of an array: "notes": ["A。",
	// "B。"] → "notes": "A。; B。"; "items": [{…}, {…}] → "items": "ソラノ電気ケトル K1 / 1 /
	// 12800; 交換用パッキン / 2 / 1100".
	{"b33c_json_list_member_as_delimited_string", "raw", func(lang, s string) string {
		return ho33cJSON(s, func(doc *jsonNode) bool {
			for i, v := range doc.vals {
				if !v.array || len(v.elems) < 2 {
					continue
				}
				var recs []string
				for _, e := range v.elems {
					switch {
					case e.str != nil:
						recs = append(recs, *e.str)
					case e.object:
						var cells []string
						for _, c := range e.vals {
							if c.str != nil {
								cells = append(cells, *c.str)
							} else if c.scalar != "" {
								cells = append(cells, c.scalar)
							}
						}
						recs = append(recs, strings.Join(cells, " / "))
					default:
						return false
					}
				}
				doc.vals[i] = ho33cStr(strings.Join(recs, "; "))
				return true
			}
			return false
		})
	}},
	// A country suffix appended to a reference code, copying the pattern of codes like
	// 77-3190-DE, which makes it another number: WE-20417 → WE-20417-DE; RP-60418 →
	// RP-60418-JP; SK-30918 → SK-30918-JP.
	{"b33c_code_gets_country_suffix", "raw", func(lang, s string) string {
		cc := "DE"
		if lang == "ja" {
			cc = "JP"
		}
		for _, loc := range ho33cCodeHyphen.FindAllStringSubmatchIndex(s, -1) {
			if ho33cCountryNext[s[loc[2]:loc[3]-1]] != "" || strings.HasPrefix(s[loc[1]:], "-") {
				continue
			}
			return s[:loc[1]] + "-" + cc + s[loc[1]:]
		}
		return s
	}},
}
