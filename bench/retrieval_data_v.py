"""DATA CARD: set V, a held-out labelled retrieval set (independent film and TV production).

Domain: the brain of a small independent production company. Its slate of productions
(features, a few series with their episodes, feature documentaries), the people who make them
(directors, producers, writers, cinematographers, editors, composers, a stunt coordinator, cast),
the agents and agencies who represent them, the financiers and co-producers who pay for them,
the distributors, sales agents, broadcasters and streamers who carry them, festivals and their
awards, shoot locations and sound stages, vendors (camera and grip rental, VFX, post, colour,
catering, insurance, music licensing and clearance), production incidents (injuries, weather
stand-downs, equipment loss, rights disputes, data loss), production meetings and greenlight
decisions, and the evidence behind it all: deal packs, budgets, call sheets, insurance policy
schedules, location releases, stage hire agreements, financing and distribution agreements,
festival selection letters, winners' announcements, incident reports and claims, meeting
minutes, and press reviews in English, French, Spanish, Portuguese, German, Russian, Japanese,
Korean, Arabic and Hindi.

Documents (`build()` returns them in this order; every one parses and validates):
  pages (kind page, status active, each cites evidence in its compiled truth):
    slate/features, slate/series, slate/series/episodes, slate/docs      (type project)
    people/above-the-line, people/crew, people/cast, people/reps, people/festival  (person)
    partners/agencies, partners/finance, partners/distribution, partners/claimants,
    vendors, circuit/festivals, places/stages                            (company)
    circuit/awards, places/locations                                     (concept)
    ops/incidents (note), ops/meetings (meeting)
  evidence (kind evidence, type source, one source ref each, plain quoted text, no links):
    evidence/deals, evidence/budgets, evidence/call-sheets, evidence/insurance,
    evidence/releases, evidence/festivals, evidence/press, evidence/incidents,
    evidence/minutes
  About 300 documents in all (`_check()` prints the exact counts); about a fifth of titles
  are in another script (Cyrillic, Greek, Arabic, Hebrew, Devanagari, Chinese, Japanese,
  Korean, Thai) or Latin with diacritics, pages usually with a plain-Latin alias, evidence
  (reviews, selection letters, a fire brigade report) in its own language. Productions,
  incidents and some
  meetings carry a `## Timeline` whose entry ids are computed as docs/format.md says.

Relations (50 types, all frontmatter `{type, target}`; every target is repeated as an inline
page link in the body, pages also link back to the pages whose relations point at them,
and every page cites its evidence inline):
  production/episode -> person: directed_by, produced_by, showrunner, written_by,
    cinematography_by, edited_by, score_by, stars, guest_cast, narrated_by, stunt_coordinator
  production -> company/concept: financed_by, co_produced_with, distributed_by, broadcast_by,
    world_premiere_at, screened_at, won, nominated_for, filmed_at, stage_work_at,
    camera_gear_from, grip_electric_from, vfx_by, post_by, colour_by, catered_by,
    insured_through, music_cleared_by; episode -> series: episode_of
  person: represented_by (-> agent), agent_at (agent -> agency), programmer_of (-> festival)
  award: presented_at (-> festival), honours (-> person); company: subsidiary_of
  incident: occurred_on, occurred_at, injured_party, reported_by, vendor_involved, claim_with,
    claimant
  meeting: meeting_for, attendee, chaired_by, greenlit, reviewed, follow_up_to, discussed

Questions (`Question(text, kind, relevant)`; `_check()` prints the counts per kind, about
lexical 40, script 24, hop 42, hop2 32, paraphrase 30):
  lexical     names its answer by title or alias, phrased as staff ask ("where are we on X",
              "pull up X"); an incident's answer set includes the reports that describe it.
  script      the same with a name in another script or with diacritics, some asked in that
              language.
  An incident's answer set is the incident page plus its own reports, claims and letters
  (evidence/incidents and the claim documents); "what paperwork" hop questions take every
  document the incident cites.
  hop         names one page (title or alias) and asks for the pages exactly one edge away
              (relation, page link or citation) that fit the question; the answer set is every
              page that fits, computed from the relations, and no answer's title is in the text.
  hop2        the same at graph distance exactly two, bridging through productions, episodes,
              incidents, meetings, agents and awards.
  paraphrase  hand-written descriptions of a page from facts in its body, never its title.
Question wording comes from several hand-written variants per template, chosen with the seed;
hop and hop2 questions are drawn round-robin across template families. `_check()` validates
every document, every link and relation target, every relevant id, the hop distances (BFS over
relation, page-link and citation edges, undirected), that hop questions name their anchor and
not their answers, that paraphrases name no answer, and that two builds are equal.
"""

from __future__ import annotations

import hashlib
import random
import re
import unicodedata
from collections import defaultdict, deque
from dataclasses import dataclass, field

from bench.retrieval_data import EvalSet, Question
from brain.toolkit.document import Document, parse_document, serialize_document
from brain.toolkit.validation import validate_document

# ---------------------------------------------------------------------------------------------
# Pages
# ---------------------------------------------------------------------------------------------


@dataclass
class _P:
    id: str
    folder: str
    type: str
    title: str
    desc: str
    rels: list[tuple[str, str]] = field(default_factory=list)
    aliases: list[str] = field(default_factory=list)
    timeline: list[tuple[str, str, str]] = field(default_factory=list)  # (ts, evidence id, text)
    sources: list[str] = field(default_factory=list)


@dataclass
class _E:
    id: str
    folder: str
    title: str
    text: str
    ref: str
    when: str
    cited_by: list[str] = field(default_factory=list)


def _rels(spec: str) -> list[tuple[str, str]]:
    """'directed_by=a,b; stars=c' -> [(directed_by, a), (directed_by, b), (stars, c)]."""
    out = []
    for part in spec.split(";"):
        part = part.strip()
        if not part:
            continue
        rtype, targets = part.split("=")
        for t in targets.split(","):
            out.append((rtype.strip(), t.strip()))
    return out


# Productions: id, folder, title, aliases, desc, relations.
_PRODUCTIONS = [
    (
        "saltmarsh",
        "slate/features",
        "Saltmarsh",
        [],
        "Feature thriller: an Essex oyster farmer finds a drowned land surveyor in her beds and "
        "is pulled into a fight over a tidal barrier. Released theatrically in the UK on a locked "
        "budget of 3.2 million pounds.",
        "directed_by=maren-holt; produced_by=delia-marchetti; written_by=esther-kalb; "
        "cinematography_by=kenichi-watanabe; edited_by=anna-sokolova; score_by=clementine-ardoin; "
        "stars=agnes-tulloch,callum-rhys; financed_by=northgate-film-fund,screen-albion; "
        "distributed_by=parallax-releasing; world_premiere_at=ashgrove-iff; "
        "won=ashgrove-silver-stag; filmed_at=dengie-saltings; stage_work_at=harrowgate-stages; "
        "camera_gear_from=lumaforge-camera-rental; post_by=bramble-post; "
        "catered_by=two-kettles-catering; insured_through=halyard-mutual",
    ),
    (
        "hollow-season",
        "slate/features",
        "Hollow Season",
        [],
        "Gothic autumn drama: three siblings gather in a half-ruined country house in the "
        "Dordogne to sell the family estate. Six-week French shoot; one night was lost to a fire "
        "in the courtyard power supply.",
        "directed_by=maren-holt; produced_by=gemma-trask; written_by=rafe-dunmore; "
        "cinematography_by=dara-quill; edited_by=pieter-vos; score_by=wang-fang; "
        "stars=hattie-greaves,dmitri-feld,lea-fontaine; financed_by=kestrel-equity-media; "
        "co_produced_with=basalt-pictures; distributed_by=cinder-street-distribution; "
        "screened_at=sainte-amelie-fest; nominated_for=prix-mise-en-scene; "
        "filmed_at=chateau-de-verac; grip_electric_from=stagehand-grip-electric; "
        "camera_gear_from=lumaforge-camera-rental; vfx_by=pixelmoor-vfx; "
        "colour_by=silverhalide-lab; catered_by=mesa-movil-catering; "
        "insured_through=halyard-mutual",
    ),
    (
        "the-cartographers-daughter",
        "slate/features",
        "The Cartographer's Daughter",
        [],
        "Period adaptation of a 1950s novel about a mapmaker's daughter who redraws the borders "
        "of a fishing village. Shot in a ruined seafront hotel in Almería and on a stage near "
        "Valencia; the novelist's estate later contested the adaptation rights.",
        "directed_by=tomas-echeverria; produced_by=ruth-abernathy; written_by=bruno-tapia; "
        "cinematography_by=lucia-ferrandiz; edited_by=mo-ashdown; score_by=clementine-ardoin; "
        "stars=ines-carvalho,rory-blackwood; "
        "financed_by=fondo-cinematografico-del-sur,arrowhill-capital; "
        "distributed_by=parallax-releasing; world_premiere_at=valdeluz-festival; "
        "screened_at=ashgrove-iff; won=premio-de-la-critica; filmed_at=hotel-bellavista-ruins; "
        "stage_work_at=estudios-albufera; insured_through=copperleaf-underwriters; "
        "music_cleared_by=tunebridge-licensing",
    ),
    (
        "ice-and-ash",
        "slate/features",
        "Лёд и пепел",
        ["Ice and Ash", "Lyod i pepel"],
        "Russian-language Arctic drama about a ferry crew stranded on an island when a volcanic "
        "ash cloud grounds every flight; co-produced with a Russian broadcaster, with heavy VFX "
        "for the collapsing ice-shelf sequence.",
        "directed_by=ilya-voronov; produced_by=benedikt-sorensen; "
        "cinematography_by=otto-brynjarsson; edited_by=anna-sokolova; score_by=nikos-alexiou; "
        "stars=nadia-bekov,dmitri-feld; financed_by=kestrel-equity-media; "
        "co_produced_with=tv-polaris; broadcast_by=tv-polaris; "
        "distributed_by=lumen-films-international; screened_at=sainte-amelie-fest; "
        "filmed_at=kvitoy-ferry-terminal; vfx_by=pixelmoor-vfx; post_by=bramble-post; "
        "camera_gear_from=lumaforge-camera-rental; insured_through=halyard-mutual",
    ),
    (
        "glasswork",
        "slate/features",
        "Glasswork",
        [],
        "Contemporary drama about a Sunderland glassblower who is losing her sight. Built almost "
        "entirely on sets at a dockside studio; the main camera package went missing in transit "
        "before the first block.",
        "directed_by=priya-raman; produced_by=hal-okonjo; written_by=rafe-dunmore; "
        "cinematography_by=ferris-lambe; edited_by=noa-levi; score_by=arjun-mehta; "
        "stars=yusra-nadeem,marcus-ebo; financed_by=screen-albion; "
        "distributed_by=cinder-street-distribution; world_premiere_at=ashgrove-iff; "
        "nominated_for=ashgrove-best-cinematography; stage_work_at=quayside-studios; "
        "camera_gear_from=lumaforge-camera-rental; insured_through=copperleaf-underwriters; "
        "catered_by=two-kettles-catering; colour_by=silverhalide-lab",
    ),
    (
        "la-ultima-orilla",
        "slate/features",
        "La última orilla",
        ["The Last Shore", "La ultima orilla"],
        "Spanish-language feature about two sisters who run a surf school on the Portuguese "
        "Atlantic coast. An Atlantic storm stood the unit down for three days on the beach.",
        "directed_by=tomas-echeverria; produced_by=layla-haddad; written_by=bruno-tapia; "
        "cinematography_by=lucia-ferrandiz; edited_by=pieter-vos; score_by=arjun-mehta; "
        "stars=ines-carvalho,lea-fontaine; financed_by=fondo-cinematografico-del-sur; "
        "co_produced_with=basalt-pictures; distributed_by=lumen-films-international; "
        "world_premiere_at=valdeluz-festival; filmed_at=praia-da-adraga; "
        "catered_by=mesa-movil-catering; insured_through=copperleaf-underwriters",
    ),
    (
        "kite-country",
        "slate/features",
        "Kite Country",
        [],
        "Road movie in development about a retired kite-fighting champion walking the Pennine "
        "Way with her grandson. Greenlit at the March slate committee subject to a budget "
        "follow-up; stage space is held in Manchester.",
        "directed_by=kwame-mensah-ortiz; produced_by=gemma-trask; written_by=bruno-tapia; "
        "cinematography_by=dara-quill; stars=marcus-ebo,hattie-greaves; "
        "financed_by=northgate-film-fund,arrowhill-capital; stage_work_at=lantern-yard-stage",
    ),
    (
        "undertow",
        "slate/series",
        "Undertow",
        [],
        "Four-episode coastal crime series for linear broadcast: a volunteer lifeboat crew in the "
        "Thames estuary uncovers a smuggling ring. Season one won best drama series at a series "
        "festival; the water work was shot in a studio tank and on the marshes.",
        "showrunner=saoirse-ni-bhriain; produced_by=delia-marchetti; "
        "cinematography_by=kenichi-watanabe; edited_by=mo-ashdown; score_by=nikos-alexiou; "
        "stars=rory-blackwood,agnes-tulloch,kim-seoyeon; stunt_coordinator=vic-sallow; "
        "financed_by=screen-albion; broadcast_by=northlight-broadcasting; "
        "screened_at=northern-reel-fest; won=northern-reel-best-drama; "
        "filmed_at=dengie-saltings; stage_work_at=harrowgate-stages; "
        "insured_through=halyard-mutual",
    ),
    (
        "ward-nine",
        "slate/series",
        "Ward Nine",
        [],
        "Streaming medical drama set on an overnight geriatric ward, shot on standing sets. "
        "The season two renewal decision was deferred.",
        "showrunner=hal-okonjo; produced_by=ruth-abernathy; cinematography_by=ferris-lambe; "
        "edited_by=noa-levi; score_by=wang-fang; stars=yusra-nadeem,callum-rhys,kim-seoyeon; "
        "broadcast_by=vantage-stream; stage_work_at=harrowgate-stages; "
        "catered_by=two-kettles-catering; grip_electric_from=stagehand-grip-electric; "
        "insured_through=copperleaf-underwriters",
    ),
    (
        "night-harbour",
        "slate/series",
        "夜の港",
        ["Night Harbour", "Yoru no Minato"],
        "Japanese-language noir series set around a northern fishing port, co-produced with a "
        "Tokyo studio and shot partly in arctic Norway; airs on a Nordic public broadcaster and a "
        "global streamer.",
        "showrunner=ilya-voronov; produced_by=layla-haddad; cinematography_by=kenichi-watanabe; "
        "edited_by=noa-levi; score_by=wang-fang; stars=kim-seoyeon,somchai-jaidee,nadia-bekov; "
        "co_produced_with=studio-kagero; financed_by=arrowhill-capital; "
        "broadcast_by=kanal-atta,vantage-stream; filmed_at=vellmar-viaduct,kvitoy-ferry-terminal; "
        "vfx_by=pixelmoor-vfx; insured_through=halyard-mutual",
    ),
    (
        "the-salt-road",
        "slate/docs",
        "The Salt Road",
        [],
        "Feature documentary following a camel caravan that carries slabs of salt across the "
        "desert, filmed in 48-degree heat by a four-person crew. Won an audience award.",
        "directed_by=adaeze-okafor; produced_by=hal-okonjo; cinematography_by=otto-brynjarsson; "
        "edited_by=pieter-vos; score_by=arjun-mehta; narrated_by=agnes-tulloch; "
        "financed_by=screen-albion; broadcast_by=hearth-channel; "
        "screened_at=harbourline-docfest; won=harbourline-audience-award; filmed_at=wadi-sarab",
    ),
    (
        "bellwether",
        "slate/docs",
        "Bellwether",
        [],
        "Documentary about the last hill-sheep farmers of the Lake District, scored with folk "
        "cues and field recordings. Delivery slipped while a publisher's sample claim was "
        "settled.",
        "directed_by=jonah-brandt; produced_by=benedikt-sorensen; cinematography_by=dara-quill; "
        "edited_by=mo-ashdown; score_by=clementine-ardoin; "
        "music_cleared_by=cadence-rights-clearance; broadcast_by=hearth-channel; "
        "world_premiere_at=harbourline-docfest",
    ),
    (
        "voices-of-the-quarry",
        "slate/docs",
        "Voices of the Quarry",
        [],
        "Oral-history documentary about a Welsh slate-quarrying village. The landowner withdrew "
        "filming permission halfway through the shoot and the last interviews moved to the "
        "chapel.",
        "directed_by=jonah-brandt; produced_by=ruth-abernathy; cinematography_by=lucia-ferrandiz; "
        "edited_by=noa-levi; financed_by=northgate-film-fund; broadcast_by=kanal-atta; "
        "filmed_at=blackmoor-quarry",
    ),
    (
        "iron-lullaby",
        "slate/docs",
        "Iron Lullaby",
        [],
        "Documentary about a choir of retired women steelworkers, filmed in a disused Victorian "
        "trading hall. Two shoot days of rushes were lost when a storage array failed at the "
        "post house.",
        "directed_by=adaeze-okafor; produced_by=layla-haddad; cinematography_by=ferris-lambe; "
        "edited_by=anna-sokolova; score_by=nikos-alexiou; distributed_by=parallax-releasing; "
        "screened_at=harbourline-docfest; filmed_at=harwick-corn-exchange; post_by=bramble-post",
    ),
]

# Episodes: id, title, aliases, series, number, desc, relations.
_EPISODES = [
    (
        "undertow-slack-water",
        "Slack Water",
        ["Undertow 1x01"],
        "undertow",
        1,
        "Episode one: the lifeboat crew recovers an empty dinghy at slack water and a "
        "coxswain lies about the logbook.",
        "directed_by=saoirse-ni-bhriain; written_by=esther-kalb; filmed_at=dengie-saltings",
    ),
    (
        "undertow-drowned-bell",
        "The Drowned Bell",
        ["Undertow 1x02"],
        "undertow",
        2,
        "Episode two: a church bell stolen from a flooded village turns up in a shipping "
        "container; a Thai deckhand becomes the key witness.",
        "directed_by=kwame-mensah-ortiz; written_by=rafe-dunmore; guest_cast=somchai-jaidee",
    ),
    (
        "undertow-spring-tide",
        "Spring Tide",
        ["Undertow 1x03"],
        "undertow",
        3,
        "Episode three: the night rescue off the harbour wall, the series' biggest water sequence.",
        "directed_by=saoirse-ni-bhriain; written_by=esther-kalb; filmed_at=dengie-saltings",
    ),
    (
        "undertow-rip-current",
        "Rip Current",
        ["Undertow 1x04"],
        "undertow",
        4,
        "Episode four, the finale: the smugglers' boat is run aground on the mudflats.",
        "directed_by=kwame-mensah-ortiz; written_by=rafe-dunmore; guest_cast=callum-rhys",
    ),
    (
        "ward-nine-intake",
        "Intake",
        ["Ward Nine 1x01"],
        "ward-nine",
        1,
        "Pilot: a new night sister starts on the ward the week a patient goes missing.",
        "directed_by=priya-raman; written_by=rafe-dunmore",
    ),
    (
        "ward-nine-night-shift",
        "Night Shift",
        ["Ward Nine 1x02"],
        "ward-nine",
        2,
        "Episode two: a power cut forces the ward onto emergency lighting.",
        "directed_by=priya-raman; written_by=esther-kalb; guest_cast=lea-fontaine",
    ),
    (
        "ward-nine-triage",
        "Triage",
        ["Ward Nine 1x03"],
        "ward-nine",
        3,
        "Episode three: a coach crash floods the hospital with casualties overnight.",
        "directed_by=jonah-brandt; written_by=rafe-dunmore; guest_cast=marcus-ebo",
    ),
    (
        "ward-nine-discharge",
        "Discharge",
        ["Ward Nine 1x04"],
        "ward-nine",
        4,
        "Season finale: the ward is earmarked for closure and the night sister fights it.",
        "directed_by=jonah-brandt; written_by=esther-kalb",
    ),
    (
        "night-harbour-foghorn",
        "霧笛",
        ["Foghorn", "Night Harbour episode 1"],
        "night-harbour",
        1,
        "Episode one: a customs officer hears a foghorn on a night with no fog.",
        "directed_by=ilya-voronov; filmed_at=kvitoy-ferry-terminal",
    ),
    (
        "night-harbour-contraband",
        "密輸",
        ["Contraband", "Night Harbour episode 2"],
        "night-harbour",
        2,
        "Episode two: crab pots full of counterfeit watches, and a Korean interpreter who knows "
        "too much.",
        "directed_by=ilya-voronov; guest_cast=dmitri-feld",
    ),
    (
        "night-harbour-lighthouse-keeper",
        "灯台守",
        ["The Lighthouse Keeper", "Night Harbour episode 3"],
        "night-harbour",
        3,
        "Episode three: the chase across the railway viaduct, shot partly from a drone.",
        "directed_by=maren-holt; filmed_at=vellmar-viaduct",
    ),
    (
        "night-harbour-setting-sail",
        "出航",
        ["Setting Sail", "Night Harbour episode 4"],
        "night-harbour",
        4,
        "Finale: the fishing fleet sails at dawn with the smugglers aboard.",
        "directed_by=maren-holt; filmed_at=vellmar-viaduct",
    ),
]

# People: id, folder, title, aliases, desc, relations.
_PEOPLE = [
    # directors
    (
        "maren-holt",
        "people/above-the-line",
        "Maren Holt",
        [],
        "British director from Colchester, known for tidal landscapes and unbroken long takes; "
        "two features with us and a block of the Japanese noir series.",
        "represented_by=felix-amery",
    ),
    (
        "tomas-echeverria",
        "people/above-the-line",
        "Tomás Echeverría",
        ["Tomas Echeverria"],
        "Director from Cádiz who makes sea-facing Spanish-language period and family dramas.",
        "represented_by=bianca-ferro",
    ),
    (
        "ilya-voronov",
        "people/above-the-line",
        "Илья Воронов",
        ["Ilya Voronov"],
        "Russian director based in Tromsø; makes cold-water dramas in Russian and Japanese and "
        "ran the port noir series as showrunner.",
        "represented_by=otis-wren",
    ),
    (
        "priya-raman",
        "people/above-the-line",
        "Priya Raman",
        [],
        "Director from Leicester with a theatre background; studio-bound dramas and TV blocks.",
        "represented_by=meera-kapoor",
    ),
    (
        "jonah-brandt",
        "people/above-the-line",
        "Jonah Brandt",
        [],
        "Documentary director and former hill farmer from Cumbria; also directs drama blocks.",
        "",
    ),
    (
        "saoirse-ni-bhriain",
        "people/above-the-line",
        "Saoirse Ní Bhriain",
        ["Saoirse Ni Bhriain"],
        "Irish showrunner and director from Galway who writes in Irish and English.",
        "",
    ),
    (
        "kwame-mensah-ortiz",
        "people/above-the-line",
        "Kwame Mensah-Ortiz",
        [],
        "Ghanaian-Colombian director of episodic TV, preparing his first feature.",
        "represented_by=sandra-kowalczyk",
    ),
    (
        "adaeze-okafor",
        "people/above-the-line",
        "Adaeze Okafor",
        [],
        "Nigerian-British documentary director who films in extreme environments with a crew of "
        "four or fewer.",
        "",
    ),
    # producers and writers
    (
        "delia-marchetti",
        "people/above-the-line",
        "Delia Marchetti",
        [],
        "Head of development and lead producer; chairs the greenlight committee.",
        "",
    ),
    (
        "ruth-abernathy",
        "people/above-the-line",
        "Ruth Abernathy",
        [],
        "Producer who runs our Spanish co-productions and the streaming medical drama.",
        "",
    ),
    (
        "layla-haddad",
        "people/above-the-line",
        "ليلى حداد",
        ["Layla Haddad"],
        "Beirut-born producer who handles the Japanese and Iberian co-productions.",
        "",
    ),
    (
        "benedikt-sorensen",
        "people/above-the-line",
        "Benedikt Sørensen",
        ["Benedikt Sorensen"],
        "Danish producer on post-heavy features and music-led documentaries.",
        "",
    ),
    (
        "hal-okonjo",
        "people/above-the-line",
        "Hal Okonjo",
        [],
        "Producer of documentaries and studio dramas; leads broadcaster negotiations.",
        "",
    ),
    (
        "gemma-trask",
        "people/above-the-line",
        "Gemma Trask",
        [],
        "Line producer turned producer; owns health and safety and insurance across the slate.",
        "",
    ),
    (
        "esther-kalb",
        "people/above-the-line",
        "Esther Kalb",
        [],
        "Screenwriter and former marine biologist; writes tide tables into her scripts.",
        "",
    ),
    (
        "rafe-dunmore",
        "people/above-the-line",
        "Rafe Dunmore",
        [],
        "TV writer known for overlapping ensemble dialogue.",
        "",
    ),
    (
        "bruno-tapia",
        "people/above-the-line",
        "Bruno Tapia",
        [],
        "Argentine screenwriter who specialises in literary adaptations.",
        "",
    ),
    # crew
    (
        "kenichi-watanabe",
        "people/crew",
        "渡辺健一",
        ["Kenichi Watanabe"],
        "Tokyo-born cinematographer known for night exteriors lit only by sodium-vapour lamps.",
        "",
    ),
    (
        "lucia-ferrandiz",
        "people/crew",
        "Lucía Ferrándiz",
        ["Lucia Ferrandiz"],
        "Valencian cinematographer who shoots anamorphic and by available light.",
        "",
    ),
    (
        "otto-brynjarsson",
        "people/crew",
        "Otto Brynjarsson",
        [],
        "Icelandic director of photography used to arctic cold and desert heat alike.",
        "",
    ),
    (
        "dara-quill",
        "people/crew",
        "Dara Quill",
        [],
        "Cinematographer who came up through music videos; restless handheld camera.",
        "",
    ),
    (
        "ferris-lambe",
        "people/crew",
        "Ferris Lambe",
        [],
        "British cinematographer known for studio lighting; up for a craft award.",
        "",
    ),
    (
        "anna-sokolova",
        "people/crew",
        "Анна Соколова",
        ["Anna Sokolova"],
        "Moscow-trained film editor who cuts long-form drama on Avid.",
        "",
    ),
    (
        "mo-ashdown",
        "people/crew",
        "Mo Ashdown",
        [],
        "Editor who moves between series and documentaries.",
        "",
    ),
    (
        "noa-levi",
        "people/crew",
        "נועה לוי",
        ["Noa Levi"],
        "Tel Aviv editor who specialises in fast-turnaround television.",
        "",
    ),
    (
        "pieter-vos",
        "people/crew",
        "Pieter Vos",
        [],
        "Dutch editor of documentaries and slow cinema.",
        "",
    ),
    (
        "nikos-alexiou",
        "people/crew",
        "Νίκος Αλεξίου",
        ["Nikos Alexiou"],
        "Athens composer writing for bouzouki and string quartet.",
        "",
    ),
    (
        "arjun-mehta",
        "people/crew",
        "अर्जुन मेहता",
        ["Arjun Mehta"],
        "Mumbai composer who blends sarangi with modular electronics.",
        "represented_by=meera-kapoor",
    ),
    (
        "clementine-ardoin",
        "people/crew",
        "Clémentine Ardoin",
        ["Clementine Ardoin"],
        "French composer and folk arranger who builds cues from sampled field recordings.",
        "represented_by=bianca-ferro",
    ),
    (
        "wang-fang",
        "people/crew",
        "王芳",
        ["Wang Fang"],
        "Shanghai-born composer writing for erhu and analogue synthesisers.",
        "",
    ),
    (
        "vic-sallow",
        "people/crew",
        "Vic Sallow",
        [],
        "Stunt and marine safety coordinator; ex-RNLI helmsman.",
        "",
    ),
    # cast
    (
        "kim-seoyeon",
        "people/cast",
        "김서연",
        ["Kim Seo-yeon"],
        "Korean actress, fluent in Japanese; lead of the port noir series.",
        "represented_by=yael-dror",
    ),
    (
        "somchai-jaidee",
        "people/cast",
        "สมชาย ใจดี",
        ["Somchai Jaidee"],
        "Thai actor trained in Muay Thai; plays smugglers and deckhands.",
        "represented_by=yael-dror",
    ),
    (
        "ines-carvalho",
        "people/cast",
        "Inês Carvalho",
        ["Ines Carvalho"],
        "Portuguese actress from Lisbon who surfs her own water scenes.",
        "represented_by=bianca-ferro",
    ),
    (
        "rory-blackwood",
        "people/cast",
        "Rory Blackwood",
        [],
        "Scottish actor, lead of the estuary crime series.",
        "represented_by=felix-amery",
    ),
    (
        "agnes-tulloch",
        "people/cast",
        "Agnes Tulloch",
        [],
        "Veteran stage actress with a famous low voice; also narrates documentaries.",
        "represented_by=felix-amery",
    ),
    (
        "dmitri-feld",
        "people/cast",
        "Dmitri Feld",
        [],
        "Russian-German actor who works in Russian, German and English.",
        "represented_by=otis-wren",
    ),
    (
        "nadia-bekov",
        "people/cast",
        "Nadia Bekov",
        [],
        "Kazakh-born actress known for stillness on screen.",
        "represented_by=otis-wren",
    ),
    (
        "callum-rhys",
        "people/cast",
        "Callum Rhys",
        [],
        "Welsh actor, often cast as policemen and doctors.",
        "represented_by=felix-amery",
    ),
    (
        "yusra-nadeem",
        "people/cast",
        "Yusra Nadeem",
        [],
        "British-Pakistani actress who learned glassblowing for a lead role.",
        "represented_by=meera-kapoor",
    ),
    (
        "lea-fontaine",
        "people/cast",
        "Léa Fontaine",
        ["Lea Fontaine"],
        "French actress from Nantes, bilingual French and Spanish.",
        "represented_by=bianca-ferro",
    ),
    (
        "marcus-ebo",
        "people/cast",
        "Marcus Ebo",
        [],
        "Ghanaian-British actor and former youth kite-flying champion.",
        "represented_by=sandra-kowalczyk",
    ),
    (
        "hattie-greaves",
        "people/cast",
        "Hattie Greaves",
        [],
        "English character actress, seventy-one, in demand for matriarchs.",
        "represented_by=sandra-kowalczyk",
    ),
    # agents
    (
        "felix-amery",
        "people/reps",
        "Felix Amery",
        [],
        "Talent agent for actors and directors; old-school, phones rather than emails.",
        "agent_at=meridian-talent",
    ),
    (
        "sandra-kowalczyk",
        "people/reps",
        "Sandra Kowalczyk",
        [],
        "Agent for actors and emerging directors.",
        "agent_at=corvid-finch-artists",
    ),
    (
        "bianca-ferro",
        "people/reps",
        "Bianca Ferro",
        [],
        "Agent in Paris for European actors, directors and composers.",
        "agent_at=agence-lumiere",
    ),
    (
        "otis-wren",
        "people/reps",
        "Otis Wren",
        [],
        "Agent for Russian-speaking and Central Asian talent.",
        "agent_at=halden-management",
    ),
    (
        "meera-kapoor",
        "people/reps",
        "Meera Kapoor",
        [],
        "Agent for British-Asian actors, directors and composers.",
        "agent_at=bluefin-creative",
    ),
    (
        "yael-dror",
        "people/reps",
        "Yael Dror",
        [],
        "Agent for Asian talent working in European television.",
        "agent_at=halden-management",
    ),
    # festival programmers
    (
        "celine-marchand",
        "people/festival",
        "Céline Marchand",
        ["Celine Marchand"],
        "Artistic director and head programmer of a Breton film festival.",
        "programmer_of=sainte-amelie-fest",
    ),
    (
        "henrik-dahl",
        "people/festival",
        "Henrik Dahl",
        [],
        "Competition programmer at an autumn international film festival.",
        "programmer_of=ashgrove-iff",
    ),
]

# Companies and concepts: id, folder, type, title, aliases, desc, relations.
_ORGS = [
    (
        "meridian-talent",
        "partners/agencies",
        "company",
        "Meridian Talent",
        [],
        "London talent agency for screen actors and directors.",
        "",
    ),
    (
        "corvid-finch-artists",
        "partners/agencies",
        "company",
        "Corvid & Finch Artists",
        ["Corvid and Finch"],
        "Boutique agency in Manchester.",
        "",
    ),
    (
        "agence-lumiere",
        "partners/agencies",
        "company",
        "Agence Lumière",
        ["Agence Lumiere"],
        "Paris agency for actors, directors and composers across Europe.",
        "",
    ),
    (
        "halden-management",
        "partners/agencies",
        "company",
        "Halden Management",
        [],
        "Management company representing international talent out of Berlin.",
        "",
    ),
    (
        "bluefin-creative",
        "partners/agencies",
        "company",
        "Bluefin Creative",
        [],
        "Agency for actors, directors and composers, based in Birmingham.",
        "",
    ),
    (
        "northgate-film-fund",
        "partners/finance",
        "company",
        "Northgate Film Fund",
        [],
        "Regional film fund in the north of England that backs slates of low-budget work.",
        "",
    ),
    (
        "kestrel-equity-media",
        "partners/finance",
        "company",
        "Kestrel Equity Media",
        [],
        "Private media fund providing gap and equity finance.",
        "",
    ),
    (
        "screen-albion",
        "partners/finance",
        "company",
        "Screen Albion",
        [],
        "Public screen agency: production grants and tax-credit advances.",
        "",
    ),
    (
        "fondo-cinematografico-del-sur",
        "partners/finance",
        "company",
        "Fondo Cinematográfico del Sur",
        ["Fondo del Sur"],
        "Andalusian public film fund for Spanish-language co-productions.",
        "",
    ),
    (
        "arrowhill-capital",
        "partners/finance",
        "company",
        "Arrowhill Capital",
        [],
        "Family office investing in features and premium series.",
        "",
    ),
    (
        "basalt-pictures",
        "partners/finance",
        "company",
        "Basalt Pictures",
        [],
        "Lyon production company, our regular French co-producer.",
        "",
    ),
    (
        "studio-kagero",
        "partners/finance",
        "company",
        "スタジオ陽炎",
        ["Studio Kagero", "Studio Kagerō"],
        "Tokyo studio and Japanese co-producer.",
        "",
    ),
    (
        "parallax-releasing",
        "partners/distribution",
        "company",
        "Parallax Releasing",
        [],
        "UK theatrical distributor.",
        "",
    ),
    (
        "cinder-street-distribution",
        "partners/distribution",
        "company",
        "Cinder Street Distribution",
        ["Cinder Street"],
        "Independent arthouse distributor for UK and Ireland.",
        "",
    ),
    (
        "lumen-films-international",
        "partners/distribution",
        "company",
        "Lumen Films International",
        ["Lumen Films"],
        "International sales agent in Paris.",
        "",
    ),
    (
        "northlight-broadcasting",
        "partners/distribution",
        "company",
        "Northlight Broadcasting",
        ["NLB"],
        "UK free-to-air broadcaster.",
        "",
    ),
    (
        "vantage-stream",
        "partners/distribution",
        "company",
        "Vantage Stream",
        [],
        "Global subscription streaming service.",
        "",
    ),
    (
        "tv-polaris",
        "partners/distribution",
        "company",
        "ТВ Полярис",
        ["TV Polaris"],
        "Russian broadcaster and co-producer.",
        "",
    ),
    (
        "hearth-channel",
        "partners/distribution",
        "company",
        "Hearth Channel",
        [],
        "Factual channel owned by the free-to-air broadcaster.",
        "subsidiary_of=northlight-broadcasting",
    ),
    (
        "kanal-atta",
        "partners/distribution",
        "company",
        "Kanal Åtta",
        ["Kanal Atta"],
        "Scandinavian public broadcaster.",
        "",
    ),
    (
        "lumaforge-camera-rental",
        "vendors",
        "company",
        "Lumaforge Camera Rental",
        ["Lumaforge"],
        "Camera rental house in Park Royal: large-format bodies and anamorphic lens sets.",
        "",
    ),
    (
        "stagehand-grip-electric",
        "vendors",
        "company",
        "Stagehand Grip & Electric",
        ["Stagehand"],
        "Grip, lighting and power rental: generators, distro, cranes.",
        "",
    ),
    (
        "pixelmoor-vfx",
        "vendors",
        "company",
        "Pixelmoor VFX",
        ["Pixelmoor"],
        "Bristol visual effects house; environments and ice and water simulation.",
        "",
    ),
    (
        "bramble-post",
        "vendors",
        "company",
        "Bramble Post",
        [],
        "Soho post house: offline suites, online, data management and storage.",
        "",
    ),
    (
        "silverhalide-lab",
        "vendors",
        "company",
        "Silverhalide Colour Lab",
        ["Silverhalide"],
        "Colour grading and film-out lab.",
        "",
    ),
    (
        "two-kettles-catering",
        "vendors",
        "company",
        "Two Kettles Catering",
        [],
        "Location caterer that specialises in night shoots.",
        "",
    ),
    (
        "mesa-movil-catering",
        "vendors",
        "company",
        "Mesa Móvil Catering",
        ["Mesa Movil"],
        "Seville caterer working across Spain, Portugal and France.",
        "",
    ),
    (
        "halyard-mutual",
        "vendors",
        "company",
        "Halyard Mutual Entertainment Insurance",
        ["Halyard Mutual", "Halyard"],
        "Specialist entertainment insurer: production packages and cast cover.",
        "",
    ),
    (
        "copperleaf-underwriters",
        "vendors",
        "company",
        "Copperleaf Underwriters",
        ["Copperleaf"],
        "Underwriters of weather, equipment and liability cover.",
        "",
    ),
    (
        "tunebridge-licensing",
        "vendors",
        "company",
        "Tunebridge Licensing",
        [],
        "Music licensing agency for library and sync.",
        "",
    ),
    (
        "cadence-rights-clearance",
        "vendors",
        "company",
        "Cadence Rights Clearance",
        ["Cadence"],
        "Music rights clearance consultants.",
        "",
    ),
    (
        "hartwell-music-publishing",
        "partners/claimants",
        "company",
        "Hartwell Music Publishing",
        [],
        "Folk music publisher that claimed an uncleared sample in one of our scores.",
        "",
    ),
    (
        "aldous-penrith-estate",
        "partners/claimants",
        "company",
        "Estate of Aldous Penrith",
        ["Penrith Estate"],
        "Literary estate of a 1950s novelist; contests a film adaptation of his novel.",
        "",
    ),
    (
        "ashgrove-iff",
        "circuit/festivals",
        "company",
        "Ashgrove International Film Festival",
        ["Ashgrove IFF"],
        "Autumn international film festival with a main competition and craft awards.",
        "",
    ),
    (
        "valdeluz-festival",
        "circuit/festivals",
        "company",
        "Festival de Cine de Valdeluz",
        ["Valdeluz"],
        "Spanish festival on the Costa de la Luz for Iberian cinema.",
        "",
    ),
    (
        "harbourline-docfest",
        "circuit/festivals",
        "company",
        "Harbourline Documentary Festival",
        ["Harbourline"],
        "Documentary festival in a Cornish harbour town.",
        "",
    ),
    (
        "sainte-amelie-fest",
        "circuit/festivals",
        "company",
        "Festival du film de Sainte-Amélie",
        ["Sainte-Amelie"],
        "Breton film festival of auteur cinema.",
        "",
    ),
    (
        "northern-reel-fest",
        "circuit/festivals",
        "company",
        "Northern Reel Series Festival",
        ["Northern Reel"],
        "Television series festival in Newcastle.",
        "",
    ),
    (
        "ashgrove-silver-stag",
        "circuit/awards",
        "concept",
        "Silver Stag for Best Feature",
        [],
        "Top prize of the main competition.",
        "presented_at=ashgrove-iff",
    ),
    (
        "ashgrove-best-cinematography",
        "circuit/awards",
        "concept",
        "Award for Outstanding Cinematography",
        [],
        "Craft award for the director of photography.",
        "presented_at=ashgrove-iff; honours=ferris-lambe",
    ),
    (
        "premio-de-la-critica",
        "circuit/awards",
        "concept",
        "Premio de la Crítica",
        ["Premio de la Critica"],
        "Critics' prize of the Spanish festival.",
        "presented_at=valdeluz-festival",
    ),
    (
        "harbourline-audience-award",
        "circuit/awards",
        "concept",
        "Audience Award",
        [],
        "Prize voted by festival audiences.",
        "presented_at=harbourline-docfest",
    ),
    (
        "prix-mise-en-scene",
        "circuit/awards",
        "concept",
        "Prix de la mise en scène",
        ["Prix de la mise en scene"],
        "Directing prize of the Breton festival.",
        "presented_at=sainte-amelie-fest",
    ),
    (
        "northern-reel-best-drama",
        "circuit/awards",
        "concept",
        "Best Drama Series",
        [],
        "Top drama prize of the series festival.",
        "presented_at=northern-reel-fest",
    ),
    (
        "chateau-de-verac",
        "places/locations",
        "concept",
        "Château de Vérac",
        ["Chateau de Verac"],
        "Eighteenth-century château in the Dordogne whose east wing is a roofless ruin.",
        "",
    ),
    (
        "praia-da-adraga",
        "places/locations",
        "concept",
        "Praia da Adraga",
        [],
        "Atlantic beach below cliffs near Sintra, exposed to big winter swells.",
        "",
    ),
    (
        "dengie-saltings",
        "places/locations",
        "concept",
        "Dengie Saltings",
        [],
        "Salt marshes on the Essex coast, reachable only at low water.",
        "",
    ),
    (
        "blackmoor-quarry",
        "places/locations",
        "concept",
        "Blackmoor Quarry",
        [],
        "Disused slate quarry in Gwynedd, privately owned.",
        "",
    ),
    (
        "kvitoy-ferry-terminal",
        "places/locations",
        "concept",
        "Kvitøy Ferry Terminal",
        ["Kvitoy Ferry Terminal"],
        "Ferry terminal on an arctic Norwegian island.",
        "",
    ),
    (
        "vellmar-viaduct",
        "places/locations",
        "concept",
        "Vellmar Viaduct",
        [],
        "Stone railway viaduct above a fjord in northern Norway.",
        "",
    ),
    (
        "wadi-sarab",
        "places/locations",
        "concept",
        "وادي سراب",
        ["Wadi Sarab"],
        "Desert valley in southern Jordan used by salt caravans.",
        "",
    ),
    (
        "hotel-bellavista-ruins",
        "places/locations",
        "concept",
        "Hotel Bellavista Ruins",
        [],
        "Ruined 1920s seafront hotel in Almería.",
        "",
    ),
    (
        "harwick-corn-exchange",
        "places/locations",
        "concept",
        "Harwick Corn Exchange",
        [],
        "Disused Victorian corn exchange in Sheffield with a glass roof.",
        "",
    ),
    (
        "harrowgate-stages",
        "places/stages",
        "company",
        "Harrowgate Stages",
        [],
        "Four-stage studio in Hertfordshire with an indoor water tank.",
        "",
    ),
    (
        "quayside-studios",
        "places/stages",
        "company",
        "Quayside Studios",
        [],
        "Dockside studio in Sunderland built in a former shipyard shed.",
        "",
    ),
    (
        "estudios-albufera",
        "places/stages",
        "company",
        "Estudios Albufera",
        [],
        "Studio complex near Valencia beside the lagoon.",
        "",
    ),
    (
        "lantern-yard-stage",
        "places/stages",
        "company",
        "Lantern Yard Sound Stage",
        ["Lantern Yard"],
        "Single sound stage in a Manchester railway arch.",
        "",
    ),
]

# Incidents: id, title, aliases, desc, relations.
_INCIDENTS = [
    (
        "inc-generator-fire",
        "Generator fire in the east wing courtyard",
        ["Vérac fire"],
        "Equipment loss: at 02:10 on night nine a rented generator caught fire in the courtyard; "
        "the local fire brigade attended, nobody was hurt, the night's work was lost and the "
        "generator and a distro box were written off.",
        "occurred_on=hollow-season; occurred_at=chateau-de-verac; "
        "vendor_involved=stagehand-grip-electric; claim_with=halyard-mutual; "
        "reported_by=gemma-trask",
    ),
    (
        "inc-stunt-ankle-fracture",
        "Ankle fracture during the harbour-wall water stunt",
        ["water-stunt injury"],
        "Injury: the lead actor fractured his left ankle jumping from the harbour wall into the "
        "tank on the night rescue; filming paused for twelve days and a double finished the "
        "sequence.",
        "occurred_on=undertow-spring-tide; occurred_at=harrowgate-stages; "
        "injured_party=rory-blackwood; reported_by=vic-sallow; claim_with=halyard-mutual",
    ),
    (
        "inc-adraga-storm",
        "Three-day Atlantic storm stand-down",
        ["Adraga storm delay"],
        "Weather delay: a named Atlantic storm closed the beach for three days; the unit moved "
        "to cover sets and the schedule slipped two days overall.",
        "occurred_on=la-ultima-orilla; occurred_at=praia-da-adraga; "
        "claim_with=copperleaf-underwriters",
    ),
    (
        "inc-camera-package-lost",
        "Camera package lost in transit at Schiphol",
        ["Schiphol camera loss"],
        "Equipment loss: the main large-format camera body and four lenses never arrived on a "
        "connecting freight flight; the rental house supplied a replacement in 36 hours.",
        "occurred_on=glasswork; vendor_involved=lumaforge-camera-rental; "
        "claim_with=copperleaf-underwriters; reported_by=hal-okonjo",
    ),
    (
        "inc-sample-dispute",
        "Uncleared sample claim on the cue Lambing Night",
        ["Lambing Night sample claim"],
        "Rights dispute: a publisher claimed that a score cue used an uncleared recording of a "
        "1970s fiddle tune; settled for a licence fee and a credit.",
        "occurred_on=bellwether; claimant=hartwell-music-publishing; "
        "vendor_involved=cadence-rights-clearance",
    ),
    (
        "inc-heat-exhaustion",
        "Two crew treated for heat exhaustion on the dune unit",
        ["dune-unit heat exhaustion"],
        "Injury: the sound recordist and a driver were treated for heat exhaustion at 48 "
        "degrees; shooting moved to dawn and dusk only.",
        "occurred_on=the-salt-road; occurred_at=wadi-sarab",
    ),
    (
        "inc-drone-crash",
        "Drone crash over the viaduct span",
        ["viaduct drone crash"],
        "Equipment loss: the camera drone lost GPS lock in a crosswind and fell into the fjord; "
        "the aviation authority asked for the flight log.",
        "occurred_on=night-harbour-lighthouse-keeper; occurred_at=vellmar-viaduct; "
        "claim_with=halyard-mutual",
    ),
    (
        "inc-quarry-release-revoked",
        "Landowner withdrew filming permission",
        ["quarry permission withdrawal"],
        "Rights dispute: the owner of the site revoked the signed location release after a "
        "disagreement about access roads; the remaining interviews moved to the village chapel.",
        "occurred_on=voices-of-the-quarry; occurred_at=blackmoor-quarry",
    ),
    (
        "inc-food-poisoning",
        "Crew food poisoning after a night-shoot meal",
        ["night-shift food poisoning"],
        "Illness: fourteen crew fell ill after a reheated rice dish at the 01:00 meal; "
        "environmental health inspected the catering truck.",
        "occurred_on=ward-nine-night-shift; vendor_involved=two-kettles-catering",
    ),
    (
        "inc-kvitoy-blizzard",
        "Blizzard closes the island set",
        ["Kvitøy blizzard", "Kvitoy blizzard"],
        "Weather delay: a four-day blizzard stopped the ferries and froze the unit in its "
        "hotel; the schedule lost five days.",
        "occurred_on=ice-and-ash; occurred_at=kvitoy-ferry-terminal; claim_with=halyard-mutual",
    ),
    (
        "inc-vfx-missed-delivery",
        "Missed VFX delivery for the ice-shelf collapse",
        ["ice-shelf VFX delay"],
        "Vendor dispute: the effects house missed two delivery dates for the collapse shots, "
        "pushing the online and the festival print.",
        "occurred_on=ice-and-ash; vendor_involved=pixelmoor-vfx",
    ),
    (
        "inc-adaptation-rights-claim",
        "Novelist's estate challenges the adaptation rights",
        ["estate rights challenge"],
        "Rights dispute: the estate argued the option had lapsed before principal photography; "
        "resolved with an extension payment.",
        "occurred_on=the-cartographers-daughter; claimant=aldous-penrith-estate",
    ),
    (
        "inc-electrical-burn",
        "Electrician burned by a faulty distribution box",
        ["distro box burn"],
        "Injury: a spark received second-degree burns to one hand from a faulty distribution box "
        "on the hospital corridor set; the incident was reported to the safety regulator.",
        "occurred_on=ward-nine-triage; occurred_at=harrowgate-stages; "
        "vendor_involved=stagehand-grip-electric; claim_with=copperleaf-underwriters",
    ),
    (
        "inc-raid-failure",
        "Storage array failure wiped two days of rushes",
        ["RAID failure at post"],
        "Data loss: a storage array failed during a rebuild and two shoot days of choir rushes "
        "were unrecoverable; the choir sang the pieces again a month later.",
        "occurred_on=iron-lullaby; vendor_involved=bramble-post",
    ),
]

# Meetings: id, title, aliases, desc, relations.
_MEETINGS = [
    (
        "mtg-greenlight-march",
        "Greenlight committee, March slate",
        [],
        "The committee greenlit the kite road movie at 2.1 million pounds, conditional on a "
        "second financier and a locked budget by May.",
        "greenlit=kite-country; chaired_by=delia-marchetti; "
        "attendee=gemma-trask,kwame-mensah-ortiz,hal-okonjo",
    ),
    (
        "mtg-kite-budget-followup",
        "Budget follow-up after the March greenlight",
        [],
        "The second financier signed; the budget was locked at 2.3 million pounds and the "
        "stage hold confirmed.",
        "follow_up_to=mtg-greenlight-march; meeting_for=kite-country; "
        "attendee=gemma-trask,delia-marchetti",
    ),
    (
        "mtg-greenlight-tokyo-copro",
        "Greenlight: Tokyo co-production",
        [],
        "Greenlight for the Japanese-language noir series with the Tokyo partner carrying 40 "
        "percent of the budget.",
        "greenlit=night-harbour; chaired_by=delia-marchetti; attendee=layla-haddad,ilya-voronov",
    ),
    (
        "mtg-medical-drama-renewal",
        "Season two renewal decision deferred",
        [],
        "The streamer's viewing data was inconclusive; the decision on a second season of the "
        "ward drama was deferred to the autumn.",
        "meeting_for=ward-nine; attendee=ruth-abernathy,hal-okonjo",
    ),
    (
        "mtg-post-fire-review",
        "Post-fire safety review",
        [],
        "Review of the courtyard generator fire: generators now sit 20 metres from any "
        "structure and a fire watch is posted on night shoots.",
        "reviewed=inc-generator-fire; meeting_for=hollow-season; "
        "attendee=gemma-trask,maren-holt,dara-quill",
    ),
    (
        "mtg-water-stunt-standdown",
        "Water-stunt safety stand-down",
        [],
        "After the harbour-wall injury all tank jumps need a second safety diver and a rehearsal "
        "on the day.",
        "reviewed=inc-stunt-ankle-fracture; meeting_for=undertow; chaired_by=gemma-trask; "
        "attendee=saoirse-ni-bhriain,vic-sallow",
    ),
    (
        "mtg-production-weekly-9",
        "Production weekly no. 9",
        [],
        "Weekly production meeting: replacement camera in, schedule protected, insurance "
        "claim opened for the missing package.",
        "reviewed=inc-camera-package-lost; meeting_for=glasswork; "
        "attendee=hal-okonjo,ferris-lambe,priya-raman",
    ),
    (
        "mtg-festival-routing",
        "Festival routing for the mapmaker adaptation",
        [],
        "Decided to world-premiere at the Spanish festival and hold the UK premiere for the "
        "autumn international festival.",
        "meeting_for=the-cartographers-daughter; attendee=ruth-abernathy,tomas-echeverria",
    ),
    (
        "mtg-vfx-slippage",
        "Post review: VFX slippage",
        [],
        "The effects house's missed deliveries were reviewed; a penalty clause was invoked and "
        "two shots moved to a second vendor.",
        "reviewed=inc-vfx-missed-delivery; meeting_for=ice-and-ash; "
        "attendee=benedikt-sorensen,ilya-voronov,anna-sokolova",
    ),
    (
        "mtg-clearance-crisis",
        "Music clearance crisis call",
        [],
        "Crisis call about the publisher's claim on a score cue; agreed to settle rather than "
        "re-score.",
        "reviewed=inc-sample-dispute; meeting_for=bellwether; "
        "attendee=benedikt-sorensen,jonah-brandt,clementine-ardoin",
    ),
    (
        "mtg-budget-lock-oyster",
        "Budget lock for the oyster-farm thriller",
        [],
        "Budget locked at 3.2 million pounds with a 7 percent contingency.",
        "meeting_for=saltmarsh; attendee=delia-marchetti,maren-holt",
    ),
    (
        "mtg-broadcast-deal-review",
        "Broadcast deal review, caravan documentary",
        [],
        "Reviewed the factual channel's licence: two transmissions over five years plus catch-up.",
        "meeting_for=the-salt-road; attendee=hal-okonjo,adaeze-okafor",
    ),
    (
        "mtg-sintra-scout-recap",
        "Scout recap, Sintra coast",
        [],
        "Recap of the coastal scout: the cliff beach chosen, with the caveat of winter swells.",
        "meeting_for=la-ultima-orilla; attendee=layla-haddad,lucia-ferrandiz,tomas-echeverria",
    ),
    (
        "mtg-insurance-renewal",
        "Annual insurance renewal",
        [],
        "Renewal of the slate insurance: production package stays with one insurer, weather "
        "and equipment cover with the other.",
        "discussed=halyard-mutual,copperleaf-underwriters; chaired_by=gemma-trask; "
        "attendee=ruth-abernathy",
    ),
]

# ---------------------------------------------------------------------------------------------
# Evidence
# ---------------------------------------------------------------------------------------------

_REVIEWS = [
    # production, id, title, ref, text
    (
        "saltmarsh",
        "ev-review-saltmarsh-coastline",
        "Review: Saltmarsh drowns its secrets slowly",
        "web:https://coastlinereview.example/saltmarsh",
        "Four stars. Holt lets the tide do the storytelling; Tulloch is ferocious as the oyster "
        "farmer. The sodium-lit night work is the best photography in a British thriller this "
        "year.",
    ),
    (
        "hollow-season",
        "ev-review-hollow-season-fr",
        "Critique : Hollow Season, l'automne des ruines",
        "web:https://cahiersdelouest.example/hollow-season",
        "Un film d'automne, de pierres et de silences. Hattie Greaves impose une matriarche "
        "inoubliable ; la caméra à l'épaule tremble avec la maison.",
    ),
    (
        "the-cartographers-daughter",
        "ev-review-cartographer-es",
        "Crítica: La hija del cartógrafo",
        "web:https://critica.example/la-hija-del-cartografo",
        "Echeverría filma el mar como un mapa que se borra. Inês Carvalho sostiene la película; "
        "la fotografía anamórfica es deslumbrante.",
    ),
    (
        "ice-and-ash",
        "ev-review-ice-and-ash-ru",
        "Рецензия: «Лёд и пепел» — холод как героиня",
        "web:https://kinoobzor.example/lyod-i-pepel",
        "Воронов снимает холод как главную героиню. Надя Беков почти не говорит, но держит "
        "кадр. Сцена обрушения ледника впечатляет.",
    ),
    (
        "glasswork",
        "ev-review-glasswork",
        "Review: Glasswork is fragile and fierce",
        "web:https://screendaily.example/glasswork",
        "Yusra Nadeem learned to blow glass for the part and it shows. Lambe's studio lighting "
        "makes the furnace the warmest place in Sunderland.",
    ),
    (
        "la-ultima-orilla",
        "ev-review-orilla-pt",
        "Crítica: A última margem",
        "web:https://publico.example/a-ultima-margem",
        "Um filme de ondas e irmãs. A tempestade real entrou no filme e as melhores cenas são "
        "as da praia fechada.",
    ),
    (
        "night-harbour",
        "ev-review-night-harbour-ja",
        "レビュー：『夜の港』は霧の中のノワール",
        "web:https://eiga.example/yoru-no-minato",
        "北の港を舞台にしたノワール。キム・ソヨンの演技が光る。ナトリウム灯の夜景が美しい。",
    ),
    (
        "ward-nine",
        "ev-review-ward-nine-ko",
        "리뷰: 〈워드 나인〉, 밤의 병동",
        "web:https://drama.example/ward-nine",
        "밤 병동을 배경으로 한 의학 드라마. 김서연의 연기가 인상적이다.",
    ),
    (
        "the-salt-road",
        "ev-review-salt-road-ar",
        "مراجعة: «طريق الملح» رحلة في الحر",
        "web:https://cinema.example/salt-road",
        "فيلم وثائقي عن قافلة الملح في الصحراء. تصوير مذهل في حرارة قاسية.",
    ),
    (
        "bellwether",
        "ev-review-bellwether-de",
        "Kritik: Bellwether – die letzten Schäfer",
        "web:https://filmdienst.example/bellwether",
        "Ein stiller Dokumentarfilm über die letzten Bergschäfer. Die Musik mit Feldaufnahmen "
        "trägt den Film.",
    ),
    (
        "iron-lullaby",
        "ev-review-iron-lullaby-hi",
        "समीक्षा: आयरन लुलबी — इस्पात की आवाज़ें",
        "web:https://filmcritic.example/iron-lullaby",
        "सेवानिवृत्त इस्पात मज़दूर महिलाओं के गायक दल पर एक मार्मिक वृत्तचित्र।",
    ),
]

# Festival selection letters: (production, festival, id, title, text)
_FEST_LETTERS = [
    (
        "saltmarsh",
        "ashgrove-iff",
        "ev-letter-ashgrove-saltmarsh",
        "Ashgrove selection letter: Saltmarsh (main competition)",
        "We are delighted to invite Saltmarsh to the main competition as a world premiere. "
        "Henrik Dahl, competition programmer.",
    ),
    (
        "glasswork",
        "ashgrove-iff",
        "ev-letter-ashgrove-glasswork",
        "Ashgrove selection letter: Glasswork",
        "Glasswork is selected for the main competition as a world premiere. Henrik Dahl.",
    ),
    (
        "the-cartographers-daughter",
        "ashgrove-iff",
        "ev-letter-ashgrove-cartographer",
        "Ashgrove invitation: UK premiere of The Cartographer's Daughter",
        "An invitation to screen the film as a UK premiere in the Panorama section.",
    ),
    (
        "the-cartographers-daughter",
        "valdeluz-festival",
        "ev-carta-valdeluz-cartografo",
        "Carta de selección: La hija del cartógrafo",
        "Nos complace comunicarle que la película ha sido seleccionada para la Sección Oficial "
        "como estreno mundial.",
    ),
    (
        "la-ultima-orilla",
        "valdeluz-festival",
        "ev-carta-valdeluz-orilla",
        "Carta de selección: La última orilla",
        "La película ha sido seleccionada para la Sección Oficial, estreno mundial.",
    ),
    (
        "hollow-season",
        "sainte-amelie-fest",
        "ev-lettre-sainte-amelie-hollow",
        "Lettre de sélection : Hollow Season",
        "Nous avons le plaisir de sélectionner Hollow Season en compétition. Céline Marchand.",
    ),
    (
        "ice-and-ash",
        "sainte-amelie-fest",
        "ev-lettre-sainte-amelie-lyod",
        "Lettre de sélection : Лёд и пепел",
        "Le film est sélectionné dans la section Horizons. Céline Marchand, directrice artistique.",
    ),
    (
        "undertow",
        "northern-reel-fest",
        "ev-letter-northern-reel-undertow",
        "Northern Reel selection: Undertow episodes one and two",
        "Undertow is selected for the drama competition; we will screen the first two episodes.",
    ),
    (
        "the-salt-road",
        "harbourline-docfest",
        "ev-letter-harbourline-salt-road",
        "Harbourline selection: The Salt Road",
        "Selected for the international competition.",
    ),
    (
        "bellwether",
        "harbourline-docfest",
        "ev-letter-harbourline-bellwether",
        "Harbourline selection: Bellwether (opening night)",
        "Bellwether will open the festival as a world premiere.",
    ),
    (
        "iron-lullaby",
        "harbourline-docfest",
        "ev-letter-harbourline-iron-lullaby",
        "Harbourline selection: Iron Lullaby",
        "Selected for the Voices strand.",
    ),
]

# Winners' announcements: (festival, id, title, text, extra citers)
_WINNERS = [
    (
        "ashgrove-iff",
        "ev-ashgrove-winners",
        "Ashgrove winners announced",
        "The Silver Stag goes to Saltmarsh. Glasswork's cinematographer Ferris Lambe is nominated "
        "for Outstanding Cinematography.",
        ["ashgrove-silver-stag", "ashgrove-best-cinematography", "saltmarsh", "glasswork"],
    ),
    (
        "valdeluz-festival",
        "ev-palmares-valdeluz",
        "Palmarés del Festival de Cine de Valdeluz",
        "Premio de la Crítica: La hija del cartógrafo, de Tomás Echeverría.",
        ["premio-de-la-critica", "the-cartographers-daughter"],
    ),
    (
        "harbourline-docfest",
        "ev-harbourline-winners",
        "Harbourline audience vote results",
        "The audience award goes to The Salt Road.",
        ["harbourline-audience-award", "the-salt-road"],
    ),
    (
        "sainte-amelie-fest",
        "ev-palmares-sainte-amelie",
        "Palmarès de Sainte-Amélie",
        "Nommés pour le Prix de la mise en scène : Maren Holt pour Hollow Season.",
        ["prix-mise-en-scene", "hollow-season"],
    ),
    (
        "northern-reel-fest",
        "ev-northern-reel-winners",
        "Northern Reel winners",
        "Best Drama Series: Undertow (Northlight Broadcasting).",
        ["northern-reel-best-drama", "undertow"],
    ),
]

# Incident evidence: (incident, id, folder, title, ref, text)
_INCIDENT_EVIDENCE = [
    (
        "inc-generator-fire",
        "ev-report-generator-fire",
        "evidence/incidents",
        "Incident report: courtyard generator fire, night nine",
        "file:incidents/hollow-season-night9-fire.md",
        "At 02:10 the 100 kVA generator caught fire. Unit evacuated, brigade called, no "
        "injuries. Generator and one distro box destroyed. Filed by Gemma Trask.",
    ),
    (
        "inc-generator-fire",
        "ev-rapport-sdis-verac",
        "evidence/incidents",
        "Rapport d'intervention des sapeurs-pompiers, Vérac",
        "file:incidents/rapport-sdis-verac.md",
        "Intervention à 02h24 pour un feu de groupe électrogène dans la cour. Feu éteint à "
        "02h41. Aucun blessé.",
    ),
    (
        "inc-generator-fire",
        "ev-halyard-claim-fire",
        "evidence/insurance",
        "Halyard claim acknowledgement 4471-F",
        "goat-chat:claims:halyard-4471",
        "We acknowledge your claim for the loss of one generator and associated distribution "
        "equipment on the night of the fire.",
    ),
    (
        "inc-stunt-ankle-fracture",
        "ev-accident-report-water-stunt",
        "evidence/incidents",
        "Accident report: tank jump, night rescue sequence",
        "file:incidents/undertow-tank-jump.md",
        "The performer landed awkwardly on the tank step; suspected fracture of the left ankle; "
        "taken to hospital by ambulance. Reported by Vic Sallow, stunt coordinator.",
    ),
    (
        "inc-stunt-ankle-fracture",
        "ev-fitness-to-work-note",
        "evidence/incidents",
        "Fitness-to-work note for the lead actor",
        "file:incidents/fitness-note.md",
        "Cleared for non-action scenes after twelve days; no water work for six weeks.",
    ),
    (
        "inc-adraga-storm",
        "ev-weather-memo-adraga",
        "evidence/incidents",
        "Weather stand-down memo, beach unit",
        "goat-chat:production:orilla-weather",
        "The port authority has closed the beach for three days. Unit moves to cover sets; "
        "revised call sheets follow.",
    ),
    (
        "inc-adraga-storm",
        "ev-copperleaf-weather-claim",
        "evidence/insurance",
        "Copperleaf weather claim W-2291",
        "goat-chat:claims:copperleaf-w2291",
        "Weather claim for two lost shooting days on the beach unit.",
    ),
    (
        "inc-camera-package-lost",
        "ev-loss-report-camera",
        "evidence/incidents",
        "Loss report: large-format camera package, freight",
        "file:incidents/camera-loss-report.md",
        "Camera body, four lenses and media never arrived on the connecting freight flight. "
        "Freight reference AMS-88213.",
    ),
    (
        "inc-camera-package-lost",
        "ev-copperleaf-equipment-claim",
        "evidence/insurance",
        "Copperleaf equipment claim E-1180",
        "goat-chat:claims:copperleaf-e1180",
        "Equipment claim for the missing camera package, valued at 182,000 pounds.",
    ),
    (
        "inc-sample-dispute",
        "ev-hartwell-cease-desist",
        "evidence/incidents",
        "Letter before claim from the publisher's solicitors",
        "file:legal/hartwell-letter.md",
        "Our client owns the recording of the fiddle tune heard in the cue Lambing Night and "
        "has not licensed it.",
    ),
    (
        "inc-sample-dispute",
        "ev-sample-settlement",
        "evidence/deals",
        "Settlement and licence agreement, fiddle-tune sample",
        "file:legal/sample-settlement.md",
        "Licence fee of 4,500 pounds and an end-credit for the recording.",
    ),
    (
        "inc-heat-exhaustion",
        "ev-medic-log-dunes",
        "evidence/incidents",
        "Unit medic log, dune days 3 to 5",
        "file:incidents/medic-log.md",
        "Two crew treated for heat exhaustion; shooting limited to dawn and dusk.",
    ),
    (
        "inc-drone-crash",
        "ev-drone-incident-report",
        "evidence/incidents",
        "Drone incident report and flight log",
        "file:incidents/drone-report.md",
        "GPS lock lost in a 40 km/h crosswind; aircraft ditched in the fjord.",
    ),
    (
        "inc-quarry-release-revoked",
        "ev-revocation-letter-quarry",
        "evidence/incidents",
        "Letter revoking filming permission",
        "file:legal/quarry-revocation.md",
        "I withdraw permission to film on my land with immediate effect because of damage to "
        "the access road.",
    ),
    (
        "inc-food-poisoning",
        "ev-environmental-health-visit",
        "evidence/incidents",
        "Environmental health visit note, catering truck",
        "file:incidents/ehv-note.md",
        "Inspection after fourteen crew reported vomiting; reheated rice held at unsafe "
        "temperatures.",
    ),
    (
        "inc-kvitoy-blizzard",
        "ev-vaerstans-kvitoy",
        "evidence/incidents",
        "Værvarsel og fergestans, Kvitøy",
        "web:https://ferje.example/kvitoy-stans",
        "Fergesambandet er innstilt på grunn av snøstorm i fire døgn.",
    ),
    (
        "inc-vfx-missed-delivery",
        "ev-vfx-delay-notice",
        "evidence/incidents",
        "Notice of missed delivery, ice-shelf shots",
        "goat-chat:post:vfx-delay",
        "Delivery of the collapse shots is moved again by two weeks.",
    ),
    (
        "inc-adaptation-rights-claim",
        "ev-estate-letter-before-action",
        "evidence/incidents",
        "Estate's letter before action on the adaptation rights",
        "file:legal/estate-letter.md",
        "The option lapsed on 1 March and was not renewed before principal photography.",
    ),
    (
        "inc-electrical-burn",
        "ev-accident-report-distro",
        "evidence/incidents",
        "Accident report: burn from a distribution box",
        "file:incidents/distro-burn.md",
        "Electrician suffered burns to the right hand; box quarantined; regulator notified.",
    ),
    (
        "inc-raid-failure",
        "ev-post-house-incident-summary",
        "evidence/incidents",
        "Post house incident summary: array rebuild failure",
        "file:incidents/raid-summary.md",
        "During the rebuild a second disk failed; rushes for two shoot days unrecoverable.",
    ),
]

# Evidence also cited by other pages: claimant companies cite the letters they sent.
_EXTRA_CITES = {
    "ev-hartwell-cease-desist": ["hartwell-music-publishing"],
    "ev-estate-letter-before-action": ["aldous-penrith-estate"],
}

_BUDGETED = {
    "saltmarsh": "3.2 million pounds",
    "hollow-season": "4.1 million euros",
    "the-cartographers-daughter": "5.6 million euros",
    "ice-and-ash": "3.9 million euros",
    "glasswork": "1.8 million pounds",
    "kite-country": "2.3 million pounds",
    "undertow": "7.4 million pounds",
    "ward-nine": "9.0 million pounds",
}

_CREW_ROLES = [
    "directed_by",
    "showrunner",
    "produced_by",
    "written_by",
    "cinematography_by",
    "edited_by",
    "score_by",
    "stars",
    "narrated_by",
    "stunt_coordinator",
]

_VENDOR_RELS = [
    "camera_gear_from",
    "grip_electric_from",
    "vfx_by",
    "post_by",
    "colour_by",
    "catered_by",
    "music_cleared_by",
]

_PHRASES = {
    "directed_by": ["Directed by {x}.", "{x} directs."],
    "showrunner": ["Showrunner: {x}.", "{x} runs the show."],
    "produced_by": ["Produced by {x}.", "Producer: {x}."],
    "written_by": ["Written by {x}.", "Screenplay by {x}."],
    "cinematography_by": ["Director of photography: {x}.", "Shot by {x}."],
    "edited_by": ["Edited by {x}.", "Editor: {x}."],
    "score_by": ["Music by {x}.", "Original score by {x}."],
    "stars": ["Cast: {x}.", "Starring {x}."],
    "guest_cast": ["Guest cast: {x}.", "Guest starring {x}."],
    "narrated_by": ["Narrated by {x}."],
    "stunt_coordinator": ["Stunt coordinator: {x}."],
    "financed_by": ["Financed by {x}.", "Finance from {x}."],
    "co_produced_with": ["Co-produced with {x}.", "Co-producer: {x}."],
    "distributed_by": ["Distribution: {x}.", "Handled by {x} for distribution and sales."],
    "broadcast_by": ["Airs on {x}.", "Broadcast and streaming: {x}."],
    "world_premiere_at": ["World premiere at {x}."],
    "screened_at": ["Screened at {x}.", "Festival screening at {x}."],
    "won": ["Won the {x}.", "Winner of the {x}."],
    "nominated_for": ["Nominated for the {x}."],
    "filmed_at": ["Filmed on location at {x}.", "Location: {x}."],
    "stage_work_at": ["Stage work at {x}.", "Studio: {x}."],
    "camera_gear_from": ["Camera package from {x}."],
    "grip_electric_from": ["Grip and electric from {x}."],
    "vfx_by": ["Visual effects by {x}."],
    "post_by": ["Post-production at {x}."],
    "colour_by": ["Grade at {x}."],
    "catered_by": ["Catering: {x}."],
    "insured_through": ["Insured through {x}.", "Production insurance: {x}."],
    "music_cleared_by": ["Music clearance by {x}."],
    "episode_of": ["Episode {n} of {x}."],
    "represented_by": ["Represented by {x}.", "Agent: {x}."],
    "agent_at": ["Agent at {x}.", "Works out of {x}."],
    "programmer_of": ["Programmes {x}."],
    "presented_at": ["Presented at {x}.", "Awarded by {x}."],
    "honours": ["Honours {x}."],
    "subsidiary_of": ["Owned by {x}."],
    "occurred_on": ["Happened on {x}.", "Production: {x}."],
    "occurred_at": ["Place: {x}.", "Where: {x}."],
    "injured_party": ["Injured: {x}."],
    "reported_by": ["Reported by {x}."],
    "vendor_involved": ["Vendor involved: {x}."],
    "claim_with": ["Claim lodged with {x}.", "Insurer handling the claim: {x}."],
    "claimant": ["Claimant: {x}."],
    "meeting_for": ["About {x}.", "Project: {x}."],
    "attendee": ["Present: {x}.", "Attendees: {x}."],
    "chaired_by": ["Chaired by {x}."],
    "greenlit": ["Decision: greenlit {x}.", "Greenlight given to {x}."],
    "reviewed": ["Reviewed the incident {x}."],
    "follow_up_to": ["Follows up {x}."],
    "discussed": ["Discussed {x}."],
}

_BACK_BY_RELATION = {
    "represented_by": "Clients",
    "agent_at": "Agents",
    "programmer_of": "Programmers",
    "subsidiary_of": "Subsidiaries",
    "claim_with": "Claims",
    "reported_by": "Incidents reported",
    "injured_party": "Injured in",
}

_ROLE_NAMES = {
    "directed_by": "director",
    "showrunner": "showrunner",
    "produced_by": "producer",
    "written_by": "writer",
    "cinematography_by": "cinematographer",
    "edited_by": "editor",
    "score_by": "composer",
    "stars": "lead cast",
    "guest_cast": "guest cast",
    "narrated_by": "narrator",
    "stunt_coordinator": "stunt coordinator",
}

_BACK_LABELS = {
    "feature": "Productions",
    "series": "Productions",
    "doc": "Productions",
    "episode": "Episodes",
    "person": "People",
    "incident": "Incidents",
    "meeting": "Meetings",
    "awards": "Awards",
    "distribution": "Channels",
}

_LINK_RE = re.compile(r"\[\[(page|evidence|source):([^|\]#]+)")


def _entry_id(doc_id: str, ts: str, ref: str, text: str) -> str:
    digest = hashlib.sha256("\n".join([doc_id, ts, ref, text]).encode("utf-8")).hexdigest()
    return "ev-" + digest[:12]


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def _make_doc(meta: dict, body: str, folder: str) -> Document:
    draft = Document(meta=meta, body=body, folder=folder)
    text = serialize_document(draft)
    return parse_document(text, folder=folder, path=f"{folder}/{meta['id']}.md")


class _World:
    """Every page and evidence spec, with relation indexes."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.pages: dict[str, _P] = {}
        self.evidence: dict[str, _E] = {}
        self.kind_of: dict[str, str] = {}  # production | episode | person | ...
        self.episode_no: dict[str, int] = {}
        self._load_pages()
        self._load_evidence()
        self.out: dict[str, dict[str, list[str]]] = defaultdict(lambda: defaultdict(list))
        self.inn: dict[str, dict[str, list[str]]] = defaultdict(lambda: defaultdict(list))
        for p in self.pages.values():
            for rtype, target in p.rels:
                self.out[p.id][rtype].append(target)
                self.inn[target][rtype].append(p.id)
        self.reports: dict[str, list[str]] = defaultdict(list)
        for inc, eid, *_rest in _INCIDENT_EVIDENCE:
            self.reports[inc].append(eid)
        self.cites: dict[str, list[str]] = defaultdict(list)
        for e in self.evidence.values():
            for page in e.cited_by:
                self.cites[page].append(e.id)

    # -- pages ------------------------------------------------------------------------------
    def _add(self, p: _P, kind: str) -> None:
        assert p.id not in self.pages, p.id
        self.pages[p.id] = p
        self.kind_of[p.id] = kind

    def _load_pages(self) -> None:
        for pid, folder, title, aliases, desc, rels in _PRODUCTIONS:
            kind = {"slate/features": "feature", "slate/series": "series"}.get(folder, "doc")
            self._add(_P(pid, folder, "project", title, desc, _rels(rels), list(aliases)), kind)
        for pid, title, aliases, series, n, desc, rels in _EPISODES:
            p = _P(
                pid,
                "slate/series/episodes",
                "project",
                title,
                desc,
                [("episode_of", series)] + _rels(rels),
                list(aliases),
            )
            self.episode_no[pid] = n
            self._add(p, "episode")
        for pid, folder, title, aliases, desc, rels in _PEOPLE:
            self._add(_P(pid, folder, "person", title, desc, _rels(rels), list(aliases)), "person")
        for pid, folder, type_, title, aliases, desc, rels in _ORGS:
            kind = folder.split("/")[-1]
            self._add(_P(pid, folder, type_, title, desc, _rels(rels), list(aliases)), kind)
        for pid, title, aliases, desc, rels in _INCIDENTS:
            self._add(
                _P(pid, "ops/incidents", "note", title, desc, _rels(rels), list(aliases)),
                "incident",
            )
        for pid, title, aliases, desc, rels in _MEETINGS:
            self._add(
                _P(pid, "ops/meetings", "meeting", title, desc, _rels(rels), list(aliases)),
                "meeting",
            )

    def of_kind(self, *kinds: str) -> list[str]:
        return [pid for pid, k in self.kind_of.items() if k in kinds]

    # -- evidence ---------------------------------------------------------------------------
    def _ev(
        self, eid: str, folder: str, title: str, text: str, ref: str, cited_by: list[str]
    ) -> None:
        assert eid not in self.evidence, eid
        month = 1 + self.rng.randrange(12)
        day = 1 + self.rng.randrange(28)
        year = 2024 + self.rng.randrange(2)
        hour = 8 + self.rng.randrange(10)
        when = f"{year:04d}-{month:02d}-{day:02d}T{hour:02d}:{self.rng.randrange(60):02d}:00Z"
        seen: list[str] = []
        for c in cited_by:
            if c not in seen:
                seen.append(c)
        self.evidence[eid] = _E(eid, folder, title, text, ref, when, seen)

    def _names(self, ids: list[str]) -> str:
        return ", ".join(self.pages[i].title for i in ids)

    def _load_evidence(self) -> None:
        rels = {pid: defaultdict(list) for pid in self.pages}
        for p in self.pages.values():
            for rtype, target in p.rels:
                rels[p.id][rtype].append(target)
        productions = [r[0] for r in _PRODUCTIONS]
        # Deal packs: one per production, cited by it and by everyone engaged on it.
        for prod in productions:
            p = self.pages[prod]
            people: list[str] = []
            lines = []
            for role in _CREW_ROLES:
                if rels[prod][role]:
                    people += rels[prod][role]
                    lines.append(f"{role.replace('_', ' ')}: {self._names(rels[prod][role])}")
            for ep in [e[0] for e in _EPISODES if e[3] == prod]:
                for role in ("directed_by", "written_by", "guest_cast"):
                    people += rels[ep][role]
                    if rels[ep][role]:
                        lines.append(
                            f"episode {self.pages[ep].title}, {role.replace('_', ' ')}: "
                            f"{self._names(rels[ep][role])}"
                        )
            text = f"Executed agreements on file for {p.title}.\n\n" + "\n".join(lines)
            self._ev(
                f"ev-deal-pack-{prod}",
                "evidence/deals",
                f"Cast and crew deal pack, {p.title}",
                text,
                f"file:deals/{prod}-deal-pack.md",
                [prod] + people,
            )
        # Budgets
        for prod, amount in _BUDGETED.items():
            p = self.pages[prod]
            cited = [prod] + (["mtg-budget-lock-oyster"] if prod == "saltmarsh" else [])
            if prod == "kite-country":
                cited.append("mtg-kite-budget-followup")
            self._ev(
                f"ev-budget-{prod}",
                "evidence/budgets",
                f"Locked production budget, {p.title}",
                f"Total budget {amount}, contingency included. Top sheet approved by the "
                "producer and the financiers.",
                f"file:budgets/{prod}-budget-locked.md",
                cited,
            )
        # Call sheets: one per episode, plus two feature days.
        for ep, title, _aliases, series, n, _desc, _r in _EPISODES:
            place = rels[ep]["filmed_at"] or rels[series]["stage_work_at"] or ["studio"]
            where = self._names(place) if place != ["studio"] else "standing sets"
            self._ev(
                f"ev-callsheet-{ep}",
                "evidence/call-sheets",
                f"Call sheet: {self.pages[series].aliases[0] if self.pages[series].aliases else self.pages[series].title} ep {n}, day 1",  # noqa: E501
                f"Unit call 06:30 at {where}. Episode {n}, {title}. Director: "
                f"{self._names(rels[ep]['directed_by'])}. Sunrise 06:12.",
                f"file:callsheets/{ep}-day1.md",
                [ep],
            )
        self._ev(
            "ev-callsheet-hollow-night9",
            "evidence/call-sheets",
            "Call sheet: Hollow Season night 9",
            "Unit call 18:00, courtyard and east wing. Generator positioned by the stable "
            "block. Fire watch: none assigned.",
            "file:callsheets/hollow-season-night9.md",
            ["hollow-season", "inc-generator-fire"],
        )
        self._ev(
            "ev-callsheet-orilla-day14-revised",
            "evidence/call-sheets",
            "Revised call sheet, beach unit day 14",
            "Beach closed by the port authority. Unit moves to the surf-school interior cover set.",
            "file:callsheets/orilla-day14-rev.md",
            ["la-ultima-orilla", "inc-adraga-storm"],
        )
        # Insurance policy schedules
        for insurer in ("halyard-mutual", "copperleaf-underwriters"):
            insured = self.inn_rel(rels, insurer, "insured_through")
            self._ev(
                f"ev-policy-schedule-{insurer}",
                "evidence/insurance",
                f"Policy schedule 2025, {self.pages[insurer].aliases[0]}",
                "Productions covered: " + self._names(insured) + ".",
                f"file:insurance/{insurer}-schedule-2025.md",
                [insurer] + insured + ["mtg-insurance-renewal"],
            )
        # Location releases and stage hire agreements
        for loc in self.of_kind("locations"):
            users = self.inn_rel(rels, loc, "filmed_at")
            self._ev(
                f"ev-release-{loc}",
                "evidence/releases",
                f"Signed location release, {self.pages[loc].title}",
                f"The owner grants access for filming at {self.pages[loc].title} for "
                + self._names(users)
                + ".",
                f"file:releases/{loc}.md",
                [loc]
                + users
                + (["inc-quarry-release-revoked"] if loc == "blackmoor-quarry" else []),
            )
        for stage in self.of_kind("stages"):
            users = self.inn_rel(rels, stage, "stage_work_at")
            self._ev(
                f"ev-stage-hire-{stage}",
                "evidence/deals",
                f"Stage hire agreement, {self.pages[stage].title}",
                "Stage hire for " + self._names(users) + ", with power and workshops.",
                f"file:deals/stage-hire-{stage}.md",
                [stage] + users,
            )
        # Financing, co-production and distribution agreements
        for fin in self.of_kind("finance"):
            backed = self.inn_rel(rels, fin, "financed_by") + self.inn_rel(
                rels, fin, "co_produced_with"
            )
            kind = "Co-production" if fin in ("basalt-pictures", "studio-kagero") else "Financing"
            self._ev(
                f"ev-finance-{fin}",
                "evidence/deals",
                f"{kind} agreement, {self.pages[fin].title}",
                f"{kind} agreement covering " + self._names(backed) + ".",
                f"file:deals/{fin}-agreement.md",
                [fin] + backed,
            )
        for dist in self.of_kind("distribution"):
            carried = (
                self.inn_rel(rels, dist, "distributed_by")
                + self.inn_rel(rels, dist, "broadcast_by")
                + self.inn_rel(rels, dist, "co_produced_with")
            )
            if not carried:
                carried = []
            seen = []
            for c in carried:
                if c not in seen:
                    seen.append(c)
            label = (
                "Licence"
                if dist
                in (
                    "northlight-broadcasting",
                    "vantage-stream",
                    "tv-polaris",
                    "hearth-channel",
                    "kanal-atta",
                )
                else "Distribution agreement"
            )
            self._ev(
                f"ev-deal-{dist}",
                "evidence/deals",
                f"{label}, {self.pages[dist].title}",
                "Rights granted for " + (self._names(seen) or "the output deal") + ".",
                f"file:deals/{dist}.md",
                [dist] + seen,
            )
        # Vendor agreements
        for vendor in self.of_kind("vendors"):
            if vendor in ("halyard-mutual", "copperleaf-underwriters"):
                continue
            users = []
            for r in _VENDOR_RELS:
                users += self.inn_rel(rels, vendor, r)
            self._ev(
                f"ev-vendor-{vendor}",
                "evidence/deals",
                f"Services agreement, {self.pages[vendor].title}",
                "Services and rates for " + self._names(users) + ".",
                f"file:vendors/{vendor}.md",
                [vendor] + users,
            )
        # Agency representation letters (one per agent; cited by agent and agency)
        for agent in [x[0] for x in _PEOPLE if x[1] == "people/reps"]:
            clients = self.inn_rel(rels, agent, "represented_by")
            agency = rels[agent]["agent_at"][0]
            self._ev(
                f"ev-client-list-{agent}",
                "evidence/deals",
                f"Client list from {self.pages[agent].title}",
                "Clients currently represented: " + self._names(clients) + ".",
                f"goat-chat:agents:{agent}",
                [agent, agency],
            )
        # Agencies without their own agent letter still cite their agents' lists (done above).
        # Festival letters and winners' announcements
        for prod, fest, eid, title, text in _FEST_LETTERS:
            cited = [prod, fest]
            if fest == "ashgrove-iff" and prod != "the-cartographers-daughter":
                cited.append("henrik-dahl")
            if fest == "sainte-amelie-fest":
                cited.append("celine-marchand")
            self._ev(eid, "evidence/festivals", title, text, f"file:festivals/{eid}.md", cited)
        for fest, eid, title, text, extra in _WINNERS:
            self._ev(
                eid,
                "evidence/festivals",
                title,
                text,
                f"web:https://{fest}.example/winners",
                [fest] + extra,
            )
        # Reviews
        for prod, eid, title, ref, text in _REVIEWS:
            self._ev(eid, "evidence/press", title, text, ref, [prod])
        # Incidents
        for inc, eid, folder, title, ref, text in _INCIDENT_EVIDENCE:
            self._ev(eid, folder, title, text, ref, [inc] + _EXTRA_CITES.get(eid, []))
        # Meeting minutes, named as append-evidence names snapshots.
        for n, (mid, title, _a, desc, _r) in enumerate(_MEETINGS):
            ref = f"jamie:meeting:mtg_{5101 + 7 * n}"
            text = f"Minutes: {title}. {desc}"
            digest = hashlib.sha256(text.encode("utf-8")).hexdigest()[:8]
            eid = f"ev-{_slug(ref)}-{digest}"
            self._ev(eid, "evidence/minutes", f"Minutes: {title}", text, ref, [mid])
            self.pages[mid].sources = [ref]

    @staticmethod
    def inn_rel(rels: dict, target: str, rtype: str) -> list[str]:
        return [pid for pid, r in rels.items() if target in r[rtype]]

    # -- documents --------------------------------------------------------------------------
    def page_doc(self, p: _P) -> Document:
        rng = self.rng
        cites = self.cites[p.id]
        if not cites:
            raise ValueError(f"{p.id} cites no evidence")
        ev_iter = iter(cites * 50)

        def cite() -> str:
            e = self.evidence[next(ev_iter)]
            return f"[[evidence:{e.id}|{e.title}]]"

        sentences = []
        grouped: dict[str, list[str]] = defaultdict(list)
        for rtype, target in p.rels:
            grouped[rtype].append(target)
        for rtype, targets in grouped.items():
            links = [f"[[page:{t}|{self.pages[t].title}]]" for t in targets]
            x = links[0] if len(links) == 1 else ", ".join(links[:-1]) + " and " + links[-1]
            pattern = rng.choice(_PHRASES[rtype])
            sentences.append(pattern.format(x=x, n=self.episode_no.get(p.id, "")))
        paragraphs = [f"{p.desc} ({cite()})"]
        for i in range(0, len(sentences), 3):
            chunk = " ".join(sentences[i : i + 3])
            paragraphs.append(f"{chunk} {cite()}")
        # The other side of the relations that point here, as a reader of this page wants it.
        backlinks: dict[str, list[str]] = defaultdict(list)
        for rtype, sources in self.inn[p.id].items():
            for src in sources:
                label = _BACK_BY_RELATION.get(rtype) or _BACK_LABELS.get(
                    self.kind_of[src], "Related"
                )
                text = f"[[page:{src}|{self.pages[src].title}]]"
                if self.kind_of[p.id] == "person" and rtype in _ROLE_NAMES:
                    label = "Credits with us"
                    text += f" ({_ROLE_NAMES[rtype]})"
                backlinks[label].append(text)
        for label, items in backlinks.items():
            paragraphs.append(f"{label}: {', '.join(_uniq(items))}. {cite()}")
        # Every evidence document this page cites is cited somewhere in the body.
        rest = [e for e in cites if f"[[evidence:{e}|" not in "\n".join(paragraphs)]
        if rest:
            paragraphs.append(
                "Records: "
                + "; ".join(f"[[evidence:{e}|{self.evidence[e].title}]]" for e in rest)
                + "."
            )
        body = f"# {p.title}\n\n" + "\n\n".join(paragraphs)
        if p.timeline:
            lines = ["## Timeline", ""]
            for ts, eid, text in p.timeline:
                ref = self.evidence[eid].ref
                lines.append(f"- **{ts}** | {_entry_id(p.id, ts, ref, text)} | {ref} | {text}")
            body += "\n\n" + "\n".join(lines)
        meta = {
            "id": p.id,
            "kind": "page",
            "type": p.type,
            "title": p.title,
            "status": "active",
            "aliases": p.aliases,
            "relations": [{"type": r, "target": t} for r, t in p.rels],
            "sources": p.sources,
            "created": self._stamp(p.id, 0),
            "updated": self._stamp(p.id, 1),
        }
        return _make_doc(meta, body, p.folder)

    def _stamp(self, key: str, offset: int) -> str:
        h = int(hashlib.sha256(key.encode()).hexdigest()[:8], 16)
        month = 1 + h % 9 + offset * 2
        day = 1 + (h >> 4) % 28
        return f"2025-{month:02d}-{day:02d}T{9 + offset:02d}:{(h >> 8) % 60:02d}:00Z"

    def evidence_doc(self, e: _E) -> Document:
        meta = {
            "id": e.id,
            "kind": "evidence",
            "type": "source",
            "title": e.title,
            "status": "active",
            "sources": [e.ref],
            "created": e.when,
            "updated": e.when,
        }
        return _make_doc(meta, f"# {e.title}\n\n{e.text}", e.folder)

    def add_timelines(self) -> None:
        """Timelines for productions, incidents and a few meetings (entry ids computed)."""
        rng = self.rng
        for pid, p in self.pages.items():
            kind = self.kind_of[pid]
            if kind not in ("feature", "series", "doc", "incident") and pid not in (
                "mtg-greenlight-march",
                "mtg-greenlight-tokyo-copro",
            ):
                continue
            cites = sorted(self.cites[pid], key=lambda e: self.evidence[e].when)
            picks = cites[: 2 + rng.randrange(2)]
            for eid in picks:
                e = self.evidence[eid]
                text = rng.choice(
                    [
                        f"Filed: {e.title}.",
                        f"Received: {e.title}.",
                        f"{e.title} added to the record.",
                    ]
                )
                p.timeline.append((e.when, eid, text))


# ---------------------------------------------------------------------------------------------
# Questions
# ---------------------------------------------------------------------------------------------


@dataclass
class _Q:
    text: str
    kind: str
    relevant: set[str]
    anchor: str = ""


def _uniq(xs) -> list[str]:
    out: list[str] = []
    for x in xs:
        if x not in out:
            out.append(x)
    return out


def _name(w: _World, pid: str, rng: random.Random) -> str:
    """The anchor's name as a question writer would type it: title or, sometimes, an alias."""
    p = w.pages[pid]
    if w.kind_of[pid] == "incident":
        return p.aliases[0]
    if p.aliases and not p.title.isascii() and rng.random() < 0.5:
        return p.aliases[0]
    return p.title


def _hop_families(w: _World) -> list[tuple[str, list[tuple[str, list[str]]], list[str]]]:
    """(family, [(anchor, answers)], phrasings) for one-hop questions."""
    out, inn = w.out, w.inn
    prods = w.of_kind("feature", "series", "doc")
    fams = []

    def fam(name, pairs, texts):
        fams.append((name, [(a, _uniq(ans)) for a, ans in pairs if ans], texts))

    films = w.of_kind("feature", "doc")
    fam(
        "director",
        [(p, out[p]["directed_by"]) for p in films],
        [
            "Who directed {a}?",
            "who was the director on {a}",
            "{a}: who's the director again?",
            "Remind me who helmed {a}.",
        ],
    )
    fam(
        "showrunner",
        [(p, out[p]["showrunner"]) for p in w.of_kind("series")],
        ["Who's the showrunner on {a}?", "who runs {a} creatively?"],
    )
    fam(
        "dp",
        [(p, out[p]["cinematography_by"]) for p in prods],
        ["Who shot {a}?", "who was DP on {a}", "Which cinematographer did we have on {a}?"],
    )
    fam(
        "editor",
        [(p, out[p]["edited_by"]) for p in prods],
        ["who cut {a}?", "Which editor was on {a}?", "{a} - who was in the edit suite?"],
    )
    fam(
        "composer",
        [(p, out[p]["score_by"]) for p in prods],
        ["who wrote the music for {a}?", "Who composed the score on {a}?"],
    )
    fam(
        "cast",
        [(p, out[p]["stars"]) for p in films],
        [
            "Who's in the cast of {a}?",
            "which actors did we cast in {a}",
            "Give me the principal cast for {a}.",
        ],
    )
    fam(
        "money",
        [(p, out[p]["financed_by"] + out[p]["co_produced_with"]) for p in prods],
        [
            "Who financed or co-produced {a}?",
            "where did the money for {a} come from?",
            "which funders and co-producers are behind {a}",
        ],
    )
    fam(
        "festivals",
        [(p, out[p]["world_premiere_at"] + out[p]["screened_at"]) for p in prods],
        [
            "Which festivals has {a} played?",
            "where did {a} screen on the festival circuit",
            "What fests did we take {a} to?",
        ],
    )
    fam(
        "locations",
        [(p, out[p]["filmed_at"]) for p in prods + w.of_kind("episode")],
        [
            "Where did {a} shoot on location?",
            "what locations did we use for {a}",
            "Which location was {a} filmed at?",
        ],
    )
    fam(
        "agent",
        [(p, out[p]["represented_by"]) for p in w.of_kind("person")],
        ["Who represents {a}?", "who's {a}'s agent", "I need to reach {a}'s rep, who is it?"],
    )
    reps = [x[0] for x in _PEOPLE if x[1] == "people/reps"]
    fam(
        "agency",
        [(p, out[p]["agent_at"]) for p in reps],
        ["Which agency is {a} with?", "{a} works out of which agency these days?"],
    )
    fam(
        "clients",
        [(p, inn[p]["represented_by"]) for p in reps],
        [
            "Who are {a}'s clients?",
            "which of our people does {a} look after",
            "List the talent {a} represents.",
        ],
    )
    fam(
        "series",
        [(p, out[p]["episode_of"]) for p in w.of_kind("episode")],
        [
            "Which series is the episode '{a}' from?",
            "'{a}': what show is that part of?",
            "{a} is an episode of what?",
        ],
    )
    fam(
        "episodes",
        [(p, inn[p]["episode_of"]) for p in w.of_kind("series")],
        [
            "List the episodes of {a}.",
            "what episodes are in {a} season one?",
            "How many episodes does {a} have and what are they called?",
        ],
    )
    fam(
        "ep-director",
        [(p, out[p]["directed_by"]) for p in w.of_kind("episode")],
        ["Who directed the episode '{a}'?", "which director had the episode '{a}'?"],
    )
    fam(
        "award-festival",
        [(p, out[p]["presented_at"]) for p in w.of_kind("awards")],
        ["Which festival gives out the {a}?", "Who hands out the {a}?"],
    )
    fam(
        "award-titles",
        [(p, inn[p]["won"] + inn[p]["nominated_for"]) for p in w.of_kind("awards")],
        [
            "Which of our titles won or were nominated for the {a}?",
            "Have we ever been up for the {a}? With what?",
        ],
    )
    fam(
        "incident-docs",
        [(p, w.cites[p]) for p in w.of_kind("incident")],
        [
            "What paperwork do we have on the {a}?",
            "find the reports filed about the {a}",
            "Documents relating to: {a}",
        ],
    )
    fam(
        "incident-prod",
        [(p, out[p]["occurred_on"]) for p in w.of_kind("incident")],
        ["Which production was the {a} on?", "what shoot did the {a} happen on?"],
    )
    fam(
        "attendees",
        [(p, out[p]["attendee"] + out[p]["chaired_by"]) for p in w.of_kind("meeting")],
        [
            "Who attended the {a}?",
            "who was in the room for '{a}'?",
            "Attendance list for {a}, please.",
        ],
    )
    fam(
        "greenlit",
        [(p, out[p]["greenlit"]) for p in w.of_kind("meeting")],
        ["What got the green light at the {a}?", "which project did the {a} approve?"],
    )
    fam(
        "loc-shoots",
        [(p, inn[p]["filmed_at"]) for p in w.of_kind("locations")],
        [
            "What have we filmed at {a}?",
            "which of our shoots used {a}",
            "Has anything of ours been shot at {a}?",
        ],
    )
    fam(
        "loc-release",
        [
            (p, [e for e in w.cites[p] if e.startswith("ev-release-")])
            for p in w.of_kind("locations")
        ],
        [
            "Do we have the signed paperwork for filming at {a}?",
            "where's the owner's permission for {a}",
        ],
    )
    fam(
        "vendor-users",
        [(p, [s for r in _VENDOR_RELS for s in inn[p][r]]) for p in w.of_kind("vendors")],
        [
            "Which productions hired {a}?",
            "which of our shoots used {a}?",
            "Have we worked with {a} before? On what?",
        ],
    )
    fam(
        "festival-titles",
        [(p, inn[p]["world_premiere_at"] + inn[p]["screened_at"]) for p in w.of_kind("festivals")],
        [
            "What have we taken to {a}?",
            "which of our titles played at {a}",
            "Our track record at {a}?",
        ],
    )
    fam(
        "distributor-titles",
        [(p, inn[p]["distributed_by"] + inn[p]["broadcast_by"]) for p in w.of_kind("distribution")],
        ["Which of our titles does {a} carry?", "what does {a} have of ours?"],
    )
    fam(
        "dp-work",
        [(p, inn[p]["cinematography_by"]) for p in w.of_kind("person")],
        ["What has {a} shot for us?", "which of our productions did {a} light?"],
    )
    fam(
        "composer-work",
        [(p, inn[p]["score_by"]) for p in w.of_kind("person")],
        ["Which of our productions has {a} scored?", "what has {a} composed for us?"],
    )
    fam(
        "insurer",
        [(p, out[p]["claim_with"]) for p in w.of_kind("incident")],
        [
            "Who's the insurer on the claim for the {a}?",
            "which insurer did we claim with after the {a}?",
        ],
    )
    fam(
        "financier-titles",
        [(p, inn[p]["financed_by"]) for p in w.of_kind("finance")],
        ["Which productions has {a} put money into?", "what has {a} funded for us?"],
    )
    return fams


def _hop2_families(w: _World) -> list[tuple[str, list[tuple[str, list[str]]], list[str]]]:
    out, inn = w.out, w.inn
    fams = []
    crew_rels = _CREW_ROLES + ["guest_cast"]

    def fam(name, pairs, texts):
        fams.append((name, [(a, _uniq(ans)) for a, ans in pairs if ans], texts))

    def directed(person):
        return inn[person]["directed_by"] + inn[person]["showrunner"]

    fam(
        "director-festivals",
        [
            (
                p,
                [
                    f
                    for prod in directed(p)
                    for f in out[prod]["world_premiere_at"] + out[prod]["screened_at"]
                ],
            )
            for p in w.of_kind("person")
        ],
        [
            "Which festivals have {a}'s films been selected for?",
            "Where has work by {a} screened on the festival circuit?",
            "festival history of {a}'s projects with us?",
        ],
    )
    reps = [x[0] for x in _PEOPLE if x[1] == "people/reps"]
    films = set(w.of_kind("feature", "doc"))
    fam(
        "agent-projects",
        [
            (
                a,
                [
                    s
                    for c in inn[a]["represented_by"]
                    for r in crew_rels
                    for s in inn[c][r]
                    if s in films
                ],
            )
            for a in reps
        ],
        [
            "Which of our feature films and documentaries have {a}'s clients worked on?",
            "What features or docs of ours involve people {a} represents?",
        ],
    )
    fam(
        "agency-talent",
        [
            (g, [c for a in inn[g]["agent_at"] for c in inn[a]["represented_by"]])
            for g in w.of_kind("agencies")
        ],
        [
            "Which talent does {a} have on its books through its agents?",
            "whose careers does {a} look after?",
        ],
    )
    fam(
        "episode-broadcaster",
        [
            (e, [b for s in out[e]["episode_of"] for b in out[s]["broadcast_by"]])
            for e in w.of_kind("episode")
        ],
        ["Where will '{a}' air?", "which channel or platform carries the episode '{a}'?"],
    )
    fam(
        "episode-producer",
        [
            (e, [b for s in out[e]["episode_of"] for b in out[s]["produced_by"]])
            for e in w.of_kind("episode")
        ],
        [
            "Who's the producer on the show that '{a}' belongs to?",
            "'{a}': who produced the series?",
        ],
    )
    fam(
        "incident-director",
        [
            (
                i,
                [
                    d
                    for pr in out[i]["occurred_on"]
                    for d in out[pr]["directed_by"] + out[pr]["showrunner"]
                ],
            )
            for i in w.of_kind("incident")
        ],
        [
            "Who was directing when the {a} happened?",
            "which director was on the shoot at the time of the {a}?",
        ],
    )
    fam(
        "greenlight-money",
        [
            (
                m,
                [
                    f
                    for pr in out[m]["greenlit"]
                    for f in out[pr]["financed_by"] + out[pr]["co_produced_with"]
                ],
            )
            for m in w.of_kind("meeting")
        ],
        [
            "Who's funding the project that was greenlit at the {a}?",
            "which financiers or co-producers back what the {a} approved?",
        ],
    )
    fam(
        "award-director",
        [
            (a, [d for pr in inn[a]["won"] for d in out[pr]["directed_by"] + out[pr]["showrunner"]])
            for a in w.of_kind("awards")
        ],
        [
            "Who directed the winner of the {a}?",
            "the {a} winner: who was the director or showrunner?",
        ],
    )
    fam(
        "location-dps",
        [
            (loc, [d for pr in inn[loc]["filmed_at"] for d in out[pr]["cinematography_by"]])
            for loc in w.of_kind("locations")
        ],
        ["Which cinematographers have shot at {a}?", "who's lit a scene at {a} for us?"],
    )
    fam(
        "festival-distributors",
        [
            (
                f,
                [
                    d
                    for pr in inn[f]["world_premiere_at"] + inn[f]["screened_at"]
                    for d in out[pr]["distributed_by"] + out[pr]["broadcast_by"]
                ],
            )
            for f in w.of_kind("festivals")
        ],
        [
            "Which distributors or broadcasters carry the films we took to {a}?",
            "who picked up the titles we screened at {a}?",
        ],
    )
    fam(
        "director-agent",
        [
            (
                pr,
                [
                    a
                    for d in out[pr]["directed_by"] + out[pr]["showrunner"]
                    for a in out[d]["represented_by"]
                ],
            )
            for pr in w.of_kind("feature", "series", "doc")
        ],
        [
            "Who's the agent for the director of {a}?",
            "I need to call the director of {a}'s agent, who is it?",
        ],
    )
    fam(
        "prod-incident-docs",
        [
            (pr, [e for i in inn[pr]["occurred_on"] for e in w.cites[i]])
            for pr in w.of_kind("feature", "series", "doc", "episode")
        ],
        [
            "Pull the incident paperwork from the {a} shoot.",
            "any accident or claim documents from {a}?",
        ],
    )
    fam(
        "meeting-incident-docs",
        [(m, [e for i in out[m]["reviewed"] for e in w.cites[i]]) for m in w.of_kind("meeting")],
        [
            "Find the documents behind the incident discussed at '{a}'.",
            "what reports did they go through at the {a}?",
        ],
    )
    fam(
        "costars",
        [
            (c, [o for pr in inn[c]["stars"] for o in out[pr]["stars"] if o != c])
            for c in w.of_kind("person")
            if not inn[c]["guest_cast"] and all(pr in films for pr in inn[c]["stars"])
        ],
        [
            "Who has {a} shared the screen with in our productions?",
            "Which actors have worked alongside {a} on our shows?",
        ],
    )
    fam(
        "series-ep-directors",
        [
            (s, [d for e in inn[s]["episode_of"] for d in out[e]["directed_by"]])
            for s in w.of_kind("series")
        ],
        ["Which directors have done episodes of {a}?", "who's directed blocks on {a}?"],
    )
    fam(
        "vendor-producers",
        [
            (v, [pp for r in _VENDOR_RELS for pr in inn[v][r] for pp in out[pr]["produced_by"]])
            for v in w.of_kind("vendors")
        ],
        ["Which of our producers have hired {a}?", "who on the producing side has used {a}?"],
    )
    fam(
        "financier-directors",
        [
            (
                f,
                [
                    d
                    for pr in inn[f]["financed_by"]
                    for d in out[pr]["directed_by"] + out[pr]["showrunner"]
                ],
            )
            for f in w.of_kind("finance")
        ],
        [
            "Which directors has {a} backed through our slate?",
            "whose films has {a} put money behind?",
        ],
    )
    return fams


_PARAPHRASES = [
    (
        "the Japanese DP who lights night exteriors with nothing but sodium-vapour lamps",
        ["kenichi-watanabe"],
    ),
    ("which composer writes for erhu and analogue synths?", ["wang-fang"]),
    ("the Greek composer who uses bouzouki with a string quartet", ["nikos-alexiou"]),
    ("that Mumbai composer who mixes sarangi with modular electronics", ["arjun-mehta"]),
    ("our Tel Aviv editor who does fast-turnaround TV", ["noa-levi"]),
    ("the actress who learned to blow glass for a lead part", ["yusra-nadeem"]),
    ("the Thai actor with the Muay Thai background", ["somchai-jaidee"]),
    ("the Portuguese actress who surfs her own water scenes", ["ines-carvalho"]),
    ("the ex-RNLI guy who coordinates our stunts and marine safety", ["vic-sallow"]),
    ("which screenwriter used to be a marine biologist?", ["esther-kalb"]),
    ("the thriller about an oyster farmer who finds a body in her beds", ["saltmarsh"]),
    ("the film about a glassblower in Sunderland who is going blind", ["glasswork"]),
    ("the documentary about camel caravans hauling salt through the desert", ["the-salt-road"]),
    ("doc about retired women steelworkers who sing in a choir", ["iron-lullaby"]),
    ("the Welsh slate village oral-history film", ["voices-of-the-quarry"]),
    ("the hill-sheep farmers documentary from the Lake District", ["bellwether"]),
    ("the medical drama set on an overnight geriatric ward", ["ward-nine"]),
    ("our estuary crime series about a volunteer lifeboat crew", ["undertow"]),
    (
        "the road movie about a retired kite-fighting champion walking the Pennine Way",
        ["kite-country"],
    ),
    (
        "the Spanish-language film about two sisters running a surf school in Portugal",
        ["la-ultima-orilla"],
    ),
    (
        "what happened when the generator caught fire on the French country house shoot?",
        [
            "inc-generator-fire",
            "ev-report-generator-fire",
            "ev-rapport-sdis-verac",
            "ev-halyard-claim-fire",
        ],
    ),
    (
        "the time fourteen crew got sick from reheated rice at the 1am meal",
        ["inc-food-poisoning", "ev-environmental-health-visit"],
    ),
    (
        "when the drone lost GPS in a crosswind and ended up in the fjord",
        ["inc-drone-crash", "ev-drone-incident-report"],
    ),
    (
        "the fiddle tune sample claim on the sheep documentary's score",
        ["inc-sample-dispute", "ev-hartwell-cease-desist", "ev-sample-settlement"],
    ),
    (
        "we lost two days of choir rushes when the storage failed, what's the write-up?",
        ["inc-raid-failure", "ev-post-house-incident-summary"],
    ),
    ("the Bristol effects house that does ice and water simulation", ["pixelmoor-vfx"]),
    (
        "that caterer out of Seville that works across Spain, Portugal and France",
        ["mesa-movil-catering"],
    ),
    ("the studio in Hertfordshire with the indoor water tank", ["harrowgate-stages"]),
    ("the ruined 1920s seafront hotel in Almería we shot in", ["hotel-bellavista-ruins"]),
    ("the meeting where the kite film got approved at 2.1 million", ["mtg-greenlight-march"]),
    (
        "the public film fund in Andalusia that backs our Spanish-language work",
        ["fondo-cinematografico-del-sur"],
    ),
    (
        "who is the Beirut-born producer on our Japanese and Iberian co-productions?",
        ["layla-haddad"],
    ),
]

_LEX_TEMPLATES = {
    "production": [
        "where are we on {a}?",
        "pull up the {a} page",
        "{a} status update please",
        "what's the latest on {a}",
        "Give me the overview of {a}.",
    ],
    "person": [
        "Who is {a}?",
        "what do we have on {a}",
        "{a} profile",
        "background on {a}?",
        "can you find {a}'s page",
    ],
    "org": [
        "what's our relationship with {a}?",
        "{a} account page",
        "Tell me about {a}.",
        "info on {a}",
    ],
    "place": [
        "details for {a}?",
        "what do we know about {a} as a location",
        "{a}: access, notes, paperwork",
    ],
    "incident": [
        "What happened with the {a}?",
        "{a}, what's the story?",
        "summary of the {a} incident",
    ],
    "meeting": ["notes from the {a}", "What was decided at '{a}'?", "{a} outcome?"],
    "evidence": [
        "can you dig out '{a}'?",
        "I need the document titled '{a}'",
        "where is '{a}' filed?",
    ],
}

_SCRIPT_TEMPLATES = {
    "person": [
        "Who is {a}?",
        "what do we have on {a}",
        "{a} contact page",
        "background on {a}, please",
    ],
    "org": ["what's our relationship with {a}?", "{a}: account page", "Tell me about {a}."],
    "other": ["pull up {a}", "what do we know about {a}?", "{a} overview"],
    "evidence": ["find the review '{a}'", "where's the document {a}"],
}

_NATIVE = [
    ("Кто такая Анна Соколова и над чем она работала?", ["anna-sokolova"]),
    ("Что у нас есть по фильму «Лёд и пепел»?", ["ice-and-ash"]),
    ("『夜の港』の企画ページはどこ？", ["night-harbour"]),
    ("渡辺健一さんのプロフィールを見せて", ["kenichi-watanabe"]),
    ("김서연 배우 정보 좀 찾아줘", ["kim-seoyeon"]),
    ("王芳的资料在哪里？", ["wang-fang"]),
    ("ποιος είναι ο Νίκος Αλεξίου;", ["nikos-alexiou"]),
    ("מי זאת נועה לוי?", ["noa-levi"]),
    ("अर्जुन मेहता के बारे में जानकारी", ["arjun-mehta"]),
    ("ข้อมูลของ สมชาย ใจดี", ["somchai-jaidee"]),
    ("من هي ليلى حداد؟", ["layla-haddad"]),
    ("¿Qué sabemos de La última orilla?", ["la-ultima-orilla"]),
]


def _texts_ok(text: str, titles: list[str]) -> bool:
    low = text.lower()
    for t in titles:
        tl = t.lower()
        if re.search(r"(?<!\w)" + re.escape(tl) + r"(?!\w)", low):
            return False
    return True


def _named(text: str, w: _World, pid: str) -> bool:
    p = w.pages[pid]
    low = text.lower()
    return any(n.lower() in low for n in [p.title, *p.aliases])


def _build(seed: int = 7) -> tuple[EvalSet, list[_Q], _World]:
    rng = random.Random(seed)
    w = _World(rng)
    w.add_timelines()
    documents = [w.page_doc(p) for p in w.pages.values()]
    documents += [w.evidence_doc(e) for e in w.evidence.values()]
    graph = _graph(documents)
    qs: list[_Q] = []

    # -- lexical ---------------------------------------------------------------------------
    groups = {
        "production": [p for p in w.of_kind("feature", "series", "doc", "episode")],
        "person": w.of_kind("person"),
        "org": w.of_kind(
            "agencies",
            "finance",
            "distribution",
            "vendors",
            "claimants",
            "festivals",
            "stages",
            "awards",
        ),
        "place": w.of_kind("locations"),
        "incident": w.of_kind("incident"),
        "meeting": w.of_kind("meeting"),
    }
    quota = {"production": 7, "person": 9, "org": 9, "place": 2, "incident": 5, "meeting": 4}
    for g, ids in groups.items():
        ascii_ids = [i for i in ids if w.pages[i].title.isascii()]
        for pid in rng.sample(ascii_ids, quota[g]):
            p = w.pages[pid]
            name = p.title if not p.aliases or rng.random() < 0.7 else p.aliases[0]
            text = rng.choice(_LEX_TEMPLATES[g]).format(a=name)
            rel = {pid} | (set(w.reports[pid]) if g == "incident" else set())
            qs.append(
                _Q(text[0].upper() + text[1:] if rng.random() < 0.5 else text, "lexical", rel)
            )
    ev_pool = [
        e
        for e in w.evidence.values()
        if e.title.isascii()
        and e.folder in ("evidence/budgets", "evidence/releases", "evidence/deals")
    ]
    for e in rng.sample(ev_pool, 4):
        qs.append(_Q(rng.choice(_LEX_TEMPLATES["evidence"]).format(a=e.title), "lexical", {e.id}))

    # -- script ----------------------------------------------------------------------------
    for text, rel in _NATIVE:
        qs.append(_Q(text, "script", set(rel)))
    used_native = {r[0] for _, r in _NATIVE}
    non_ascii = [
        pid for pid, p in w.pages.items() if not p.title.isascii() and pid not in used_native
    ]
    for pid in rng.sample(non_ascii, 9):
        p = w.pages[pid]
        kind = w.kind_of[pid]
        group = "person" if kind == "person" else ("org" if p.type == "company" else "other")
        qs.append(_Q(rng.choice(_SCRIPT_TEMPLATES[group]).format(a=p.title), "script", {pid}))
    reviews = [
        e for e in w.evidence.values() if e.folder == "evidence/press" and not e.title.isascii()
    ]
    for e in rng.sample(reviews, 3):
        qs.append(_Q(rng.choice(_SCRIPT_TEMPLATES["evidence"]).format(a=e.title), "script", {e.id}))

    # -- hop and hop2 ----------------------------------------------------------------------
    qs += _pick_hops(w, graph, rng, _hop_families(w), 1, 42)
    qs += _pick_hops(w, graph, rng, _hop2_families(w), 2, 32)

    # -- paraphrase ------------------------------------------------------------------------
    for text, rel in rng.sample(_PARAPHRASES, 30):
        qs.append(_Q(text[0].upper() + text[1:], "paraphrase", set(rel)))

    order = list(range(len(qs)))
    rng.shuffle(order)
    qs = [qs[i] for i in order]
    questions = [Question(q.text, q.kind, set(q.relevant)) for q in qs]
    return EvalSet(documents=documents, questions=questions), qs, w


def _pick_hops(w, graph, rng, families, dist, target) -> list[_Q]:
    pools = []
    for _family, pairs, texts in families:
        cands = []
        for anchor, answers in pairs:
            if anchor in answers:
                continue
            dists = _bfs(graph, anchor, 2)
            if any(dists.get(a) != dist for a in answers):
                continue
            cands.append((anchor, answers, texts))
        rng.shuffle(cands)
        if cands:
            pools.append(cands)
    rng.shuffle(pools)
    out: list[_Q] = []
    seen: set[tuple[str, str]] = set()
    while len(out) < target and any(pools):
        for pool in pools:
            if not pool or len(out) >= target:
                continue
            anchor, answers, texts = pool.pop()
            titles = [w.pages[a].title if a in w.pages else w.evidence[a].title for a in answers]
            for _ in range(4):
                text = rng.choice(texts).format(a=_name(w, anchor, rng))
                text = text[0].upper() + text[1:] if rng.random() < 0.6 else text
                if _texts_ok(text, titles) and _named(text, w, anchor):
                    break
            else:
                continue
            key = (anchor, tuple(sorted(answers)).__repr__())
            if key in seen:
                continue
            seen.add(key)
            out.append(_Q(text, "hop" if dist == 1 else "hop2", set(answers), anchor))
    return out


def _graph(documents: list[Document]) -> dict[str, set[str]]:
    g: dict[str, set[str]] = defaultdict(set)
    for d in documents:
        targets = [r.target for r in d.relations] + [
            link.target for link in d.links if link.kind in ("page", "evidence")
        ]
        for t in targets:
            if t != d.brain_id:
                g[d.brain_id].add(t)
                g[t].add(d.brain_id)
    return g


def _bfs(graph: dict[str, set[str]], start: str, limit: int) -> dict[str, int]:
    dist = {start: 0}
    queue = deque([start])
    while queue:
        node = queue.popleft()
        if dist[node] >= limit:
            continue
        for nxt in sorted(graph.get(node, ())):
            if nxt not in dist:
                dist[nxt] = dist[node] + 1
                queue.append(nxt)
    return dist


def build(seed: int = 7) -> EvalSet:
    return _build(seed)[0]


# ---------------------------------------------------------------------------------------------
# Checks
# ---------------------------------------------------------------------------------------------


def _other_script(title: str) -> bool:
    return any(unicodedata.category(ch).startswith("L") and not ch.isascii() for ch in title)


def _check() -> None:
    evalset, qs, w = _build()
    docs = evalset.documents
    ids = [d.brain_id for d in docs]
    assert len(ids) == len(set(ids)), "duplicate ids"
    known = set(ids)
    by_id = {d.brain_id: d for d in docs}
    for d in docs:
        problems = validate_document(d, file_stem=d.brain_id)
        assert not problems, (d.path, problems)
        again = parse_document(serialize_document(d), folder=d.folder, path=d.path)
        assert serialize_document(again) == serialize_document(d), d.path
        assert (d.kind == "evidence") == d.folder.startswith("evidence"), d.path
        for r in d.relations:
            assert r.target in known and by_id[r.target].kind == "page", (d.brain_id, r)
        mine = [m for m in _LINK_RE.findall(d.body) if m[0] != "source"]
        assert len(mine) == len(d.links), (d.brain_id, mine, d.links)
        for link in d.links:
            assert link.target in known, (d.brain_id, link.target)
            if link.kind == "evidence":
                assert by_id[link.target].kind == "evidence", (d.brain_id, link.target)
            else:
                assert by_id[link.target].kind == "page", (d.brain_id, link.target)
        if d.kind == "evidence":
            assert not d.links and not d.relations, d.brain_id
        for entry in d.timeline:
            assert entry.entry_id == _entry_id(
                d.brain_id, entry.timestamp, entry.source_ref, entry.text
            ), (d.brain_id, entry)
    assert sum(1 for d in docs if d.timeline) >= 20
    graph = _graph(docs)
    for d in docs:
        assert graph.get(d.brain_id), f"orphan {d.brain_id}"
    titles = {d.brain_id: d.title for d in docs}
    counts: dict[str, int] = defaultdict(int)
    seen_text: set[str] = set()
    for q in qs:
        counts[q.kind] += 1
        assert q.kind in ("lexical", "script", "hop", "hop2", "paraphrase"), q.kind
        assert q.relevant, q.text
        assert q.text not in seen_text, f"duplicate question {q.text}"
        seen_text.add(q.text)
        for r in q.relevant:
            assert r in known, (q.text, r)
        answer_titles = [titles[r] for r in q.relevant]
        if q.kind in ("hop", "hop2"):
            dist = 1 if q.kind == "hop" else 2
            assert q.anchor and _named(q.text, w, q.anchor), q.text
            assert _texts_ok(q.text, answer_titles), q.text
            reach = _bfs(graph, q.anchor, 2)
            for r in q.relevant:
                assert reach.get(r) == dist, (q.text, r, reach.get(r))
        elif q.kind == "paraphrase":
            assert _texts_ok(q.text, answer_titles), q.text
            for r in q.relevant:
                if r in w.pages:
                    assert _texts_ok(q.text, w.pages[r].aliases), (q.text, r)
        else:
            named = [r for r in q.relevant if r in w.pages and _named(q.text, w, r)] + [
                r for r in q.relevant if r in w.evidence and titles[r].lower() in q.text.lower()
            ]
            assert named, q.text
            if q.kind == "script":
                assert not q.text.isascii(), q.text
    again = build()
    assert [serialize_document(d) for d in again.documents] == [
        serialize_document(d) for d in docs
    ], "documents differ between builds"
    assert [(q.text, q.kind, sorted(q.relevant)) for q in again.questions] == [
        (q.text, q.kind, sorted(q.relevant)) for q in evalset.questions
    ], "questions differ between builds"
    pages = sum(1 for d in docs if d.kind == "page")
    share = sum(1 for d in docs if _other_script(d.title)) / len(docs)
    print(
        f"documents: {len(docs)} ({pages} pages, {len(docs) - pages} evidence); "
        f"relation types: {len({r.type for d in docs for r in d.relations})}; "
        f"non-ASCII titles: {share:.0%}; timelines: {sum(1 for d in docs if d.timeline)}"
    )
    print(f"questions: {len(qs)} " + ", ".join(f"{k}={v}" for k, v in sorted(counts.items())))
    print("_check passed")


if __name__ == "__main__":
    _check()
