"""DATA CARD: set Y, an independent labelled retrieval set about a container port terminal.

Domain: Kestrel Bay Terminals, the operator of a ten-berth container terminal in the (fictional)
Port of Arnholm, and the world around it in the first half of 2026.

Pages (kind page, status active, each citing evidence inline):
  - concept: berths (terminal/berths), quay, mobile and yard cranes (terminal/cranes), yard
    blocks (terminal/yard), the gate and the terminal operating system (terminal/systems);
  - company: the operator itself (companies), port authority, pilot station and customs
    (companies/authorities), shipping lines, freight forwarders, customs brokers, hauliers,
    stevedoring and maintenance contractors, equipment makers and unions (companies/...);
  - project: dredging and automation programmes (projects/programmes) and vessel calls
    (projects/vessel-calls), with timelines;
  - person: management, planners, pilots, crane operators, safety officers, union reps,
    customer account managers and outside contacts (people/...);
  - note: safety and operational incidents (incidents/safety, incidents/operations): a box
    drop, an allision, spills and leaks, a stack collapse, a strike, a work-to-rule, a
    ransomware outage, a gate outage, a fire, with timelines;
  - meeting: berth-window meetings, safety committees, tariff and wage talks (meetings/...).
Evidence (kind evidence, type source, evidence/...): berth agreements, incident reports,
customs notices, inspection certificates and registers, tariff schedules, meeting minutes and
press items, in English, Chinese, Japanese, Korean, Greek, Turkish, Arabic, Vietnamese, Thai,
Russian, Dutch and Italian. About a fifth of page titles (a quarter of all titles, counting
evidence) are in another script or carry Turkish/Vietnamese diacritics; such pages carry a
plain-Latin alias.

Relations: 48 types, all in frontmatter `relations` and repeated as a page link in the
body; every target page links back (inverse wording). Types: installed_at, stacks_in,
adjacent_to, serves_berth, manufactured_by, maintained_by, operates, works_for, reports_to,
responsible_for, planned_by, piloted_by, account_manager_for, represents, member_of,
berths_at, operated_by, uses_crane, discharges_to, cleared_by, books_on, subcontracts_for,
collects_from, clears_for, supplies_labour_to, licensed_by, sponsored_by, led_by,
contracted_to, scope_includes, depends_on, staffed_by, occurred_at, involved_equipment,
involved_person, involved_party, investigated_by, during_call, delayed, reviewed_at,
organised_by, chaired_by, attended_by, allocates_window_to, negotiated_with, follows_up,
vessel_sharing_with, subsidiary_of.

Question kinds:
  - lexical: names its answer by title or alias, as staff ask it;
  - script: the same with a non-Latin or diacritic name, some asked in that language;
  - hop: names one page and asks for the pages exactly one relation away (answers are pages);
  - hop2: the same two relations away (answers are pages);
  - paraphrase: describes the answer without naming it.
Labels: for hop and hop2 the answer pages; for the other kinds the page(s) the question is
about plus every evidence document that states what is asked.
"""

from __future__ import annotations

import json
import random
from collections import Counter, defaultdict

from bench.retrieval_data import EvalSet, Question
from brain.toolkit.document import Document, parse_document
from brain.toolkit.timeline import timeline_entry_id
from brain.toolkit.validation import validate_document

# --- pages -------------------------------------------------------------------------------
# One block per page: "== id | folder | type", then "title:", optional "aka:" (aliases split by
# " ; "), "cite:" (evidence ids), "rel:" (type=target[,target] ...), "tl:" (timestamp | source
# ref | text) lines, then the summary. A line indented two spaces continues the line above.

TERMINAL = """
== berth-k1 | terminal/berths | concept
title: Berth K1 (Old Mole)
aka: K1 ; Old Mole outer berth
cite: ev-reg-berth-register ev-ba-boreal-2026
rel: adjacent_to=berth-k2
Berth K1 is the outermost berth on the Old Mole: 220 m of quay with 11.0 m alongside, used by
  Baltic and North Sea feeders. Night arrivals need two tugs because of the cross-set at the
  mole head.

== berth-k2 | terminal/berths | concept
title: Berth K2 (Old Mole)
aka: K2
cite: ev-reg-berth-register
rel: adjacent_to=berth-k3
Berth K2 has 210 m of quay on the Old Mole and 11.0 m of water. It takes feeders and the
  occasional short-sea con-ro; the apron was resurfaced in 2024 after settlement cracks opened
  behind the crane rails.

== berth-k3 | terminal/berths | concept
title: Berth K3 (Old Mole)
aka: K3 ; Old Mole root berth
cite: ev-reg-berth-register
Berth K3, at the root of the Old Mole, is the shallowest container berth (10.5 m, 190 m of
  quay). The harbour master restricts it to daylight arrivals because the turning circle is
  tight, and the low boom of its single crane keeps it to ships under 1,800 TEU.

== berth-k4 | terminal/berths | concept
title: Berth K4 (Eastern Quay)
aka: K4
cite: ev-reg-berth-register ev-ba-karadeniz-2026
rel: adjacent_to=berth-k5
Berth K4 opens the Eastern Quay: 300 m and 13.5 m alongside. Black Sea and Mediterranean
  mainline services berth here, and the empties depot sits directly behind the quay.

== berth-k5 | terminal/berths | concept
title: Berth K5 (Eastern Quay)
aka: K5 ; reefer berth
cite: ev-reg-berth-register ev-ba-atlantica-2026
rel: adjacent_to=berth-k6
Berth K5 is the reefer berth of the Eastern Quay, 300 m with 13.5 m alongside. The reefer
  yard lies 150 m behind the quay, so reefer boxes go straight onto power.

== berth-k6 | terminal/berths | concept
title: Berth K6 (Eastern Quay)
aka: K6 ; DG berth
cite: ev-reg-berth-register ev-cert-dg-compound
Berth K6 (280 m, 13.0 m) is the designated berth for ships carrying class 1 and class 7
  dangerous goods and for hazardous transhipment, next to the DG compound. Bunkering is not
  permitted alongside.

== berth-k7 | terminal/berths | concept
title: Berth K7 (Deepwater Extension)
aka: K7
cite: ev-reg-berth-register ev-ba-meridian-2026
rel: adjacent_to=berth-k8
Berth K7 heads the Deepwater Extension opened in 2021: 400 m of quay and 16.5 m alongside for
  ships up to 18,000 TEU. Both of its quay cranes are wired for remote operation from the
  control tower.

== berth-k8 | terminal/berths | concept
title: Berth K8 (Deepwater Extension)
aka: K8
cite: ev-reg-berth-register ev-ba-halla-2026
rel: adjacent_to=berth-k9
Berth K8, 400 m with 16.5 m on the Deepwater Extension, takes the transpacific and Far East
  services. It has a single quay crane, and the automated stacks are directly behind it.

== berth-k9 | terminal/berths | concept
title: Berth K9 (Deepwater Extension)
aka: K9
cite: ev-reg-berth-register ev-press-west-channel
Berth K9 is the last berth of the Deepwater Extension, 380 m with 16.0 m alongside, at the
  turn into the west channel. Until the channel works are accepted the largest ships berth
  here only on the flood.

== berth-k10 | terminal/berths | concept
title: Berth K10 (barge berth)
aka: K10 ; barge berth
cite: ev-reg-berth-register ev-ba-boreal-2026
Berth K10 is the 150 m barge berth in the inner basin (5.0 m), for the river shuttle to the
  inland terminal at Kessel. A mobile harbour crane on rubber tyres works it; spring tides
  make mooring lines hard to tend.

== crane-qc01 | terminal/cranes | concept
title: Quay crane QC01
aka: QC-01 ; STS 1
cite: ev-cert-nordkran-fleet
rel: installed_at=berth-k1 manufactured_by=nordkran maintained_by=harbour-mechanical
Quay crane QC01 is a Panamax ship-to-shore crane from 1998: 40 t under the spreader and 13
  rows of outreach. The gantry drives were refurbished in 2023 and the crane is due for
  replacement after 2028.

== crane-qc02 | terminal/cranes | concept
title: Quay crane QC02
aka: QC-02 ; STS 2
cite: ev-cert-nordkran-fleet
rel: installed_at=berth-k1 manufactured_by=nordkran maintained_by=harbour-mechanical
Quay crane QC02 is the 1998 sister of QC01 (40 t, 13 rows). Its cabin air-conditioning was
  replaced in 2025; the boom hoist ropes are close to discard.

== crane-qc03 | terminal/cranes | concept
title: Quay crane QC03
aka: QC-03 ; STS 3
cite: ev-cert-nordkran-fleet ev-cert-qc03-repair
rel: installed_at=berth-k2 manufactured_by=nordkran maintained_by=harbour-mechanical
Quay crane QC03 (2002) lifts 45 t and reaches 14 rows. Its gantry brake failed in April 2026
  and it was out of service for nine days while both brake assemblies were replaced.

== crane-qc04 | terminal/cranes | concept
title: Quay crane QC04
aka: QC-04 ; STS 4
cite: ev-cert-nordkran-fleet
rel: installed_at=berth-k3 manufactured_by=nordkran maintained_by=harbour-mechanical
Quay crane QC04 (2004, 45 t, 14 rows) is the only crane at the shallow root berth of the Old
  Mole. Its low boom clearance keeps it to feeders.

== crane-qc05 | terminal/cranes | concept
title: Quay crane QC05
aka: QC-05 ; STS 5
cite: ev-cert-huadong-qc05-06
rel: installed_at=berth-k4 manufactured_by=huadong-heavy maintained_by=harbour-mechanical
Quay crane QC05 is a post-Panamax crane from 2012, 65 t under the spreader and 19 rows of
  outreach, one of the pair on the first Eastern Quay berth.

== crane-qc06 | terminal/cranes | concept
title: Quay crane QC06
aka: QC-06 ; STS 6
cite: ev-cert-huadong-qc05-06
rel: installed_at=berth-k4 manufactured_by=huadong-heavy maintained_by=harbour-mechanical
Quay crane QC06, the 2012 twin of QC05 (65 t, 19 rows), had its trolley rope replaced in March
  2026 after the annual examination flagged wear.

== crane-qc07 | terminal/cranes | concept
title: Quay crane QC07
aka: QC-07 ; STS 7
cite: ev-cert-qc07-qc08 ev-cert-qc07-reinspection
rel: installed_at=berth-k5 manufactured_by=huadong-heavy maintained_by=harbour-mechanical
Quay crane QC07 (2014) carries a twin-lift spreader rated 65 t and reaches 20 rows. After a box
  fell from its spreader in March 2026 the twistlock sensors were replaced and the crane was
  re-inspected before going back to work.

== crane-qc08 | terminal/cranes | concept
title: Quay crane QC08
aka: QC-08 ; STS 8
cite: ev-cert-qc07-qc08
rel: installed_at=berth-k6 manufactured_by=huadong-heavy maintained_by=harbour-mechanical
Quay crane QC08 (2014, 65 t, 20 rows) works the dangerous-goods berth. A boom hoist hydraulic
  hose burst in May 2026 and spilled about 180 litres of oil onto the apron and into the dock.

== crane-qc09 | terminal/cranes | concept
title: Quay crane QC09
aka: QC-09 ; STS 9
cite: ev-cert-qc09-qc10
rel: installed_at=berth-k7 manufactured_by=hokushin-crane maintained_by=hokushin-crane
Quay crane QC09 dates from 2021: 80 t with tandem lift and 24 rows of outreach. It can be
  driven from a remote console in the control tower and was the first crane in the remote
  operation pilot.

== crane-qc10 | terminal/cranes | concept
title: Quay crane QC10
aka: QC-10 ; STS 10
cite: ev-cert-qc09-qc10
rel: installed_at=berth-k7 manufactured_by=hokushin-crane maintained_by=hokushin-crane
Quay crane QC10, the 2021 twin of QC09 (80 t, 24 rows), is also remote-ready; it joined the
  remote operation pilot in its second phase.

== crane-qc11 | terminal/cranes | concept
title: Quay crane QC11
aka: QC-11 ; STS 11
cite: ev-cert-qc11-qc12 ev-press-huadong
rel: installed_at=berth-k8 manufactured_by=huadong-heavy maintained_by=harbour-mechanical
Quay crane QC11 was delivered in 2019: 75 t and 23 rows, the only quay crane on its deepwater
  berth, so long calls there are slow unless a crane is borrowed along the rails.

== crane-qc12 | terminal/cranes | concept
title: Quay crane QC12
aka: QC-12 ; STS 12
cite: ev-cert-qc11-qc12 ev-cert-qc12-structural
rel: installed_at=berth-k9 manufactured_by=huadong-heavy maintained_by=harbour-mechanical
Quay crane QC12 (2019, 75 t, 23 rows) had its boom struck by a ship's bridge wing in May 2026.
  Two bracing members were replaced and a structural inspection cleared it after eleven days
  out of service.

== crane-mhc01 | terminal/cranes | concept
title: Mobile harbour crane MHC01
aka: MHC-01 ; barge crane
cite: ev-cert-mhc01
rel: installed_at=berth-k10 manufactured_by=tessaro-cranes maintained_by=tessaro-cranes
Mobile harbour crane MHC01 is a 100 t crane on rubber tyres, built in 2016, that works the
  river barges in the inner basin.

== crane-rtg01 | terminal/cranes | concept
title: Rubber-tyred gantry RTG01
aka: RTG-01
cite: ev-cert-rtg-fleet
rel: stacks_in=yard-a1 manufactured_by=daeyang-heavy maintained_by=harbour-mechanical
Rubber-tyred gantry RTG01 is a hybrid diesel-battery RTG from 2017, six wide plus a truck lane
  and one-over-five high, stacking import boxes. Its anti-collision sensors were replaced after
  a near-miss with a tractor in January 2026.

== crane-rtg02 | terminal/cranes | concept
title: Rubber-tyred gantry RTG02
aka: RTG-02
cite: ev-cert-rtg-fleet
rel: stacks_in=yard-a2 manufactured_by=daeyang-heavy maintained_by=harbour-mechanical
Rubber-tyred gantry RTG02 (2017, hybrid) stacks export boxes behind the Old Mole; it is the
  first RTG due for a battery pack swap.

== crane-rtg03 | terminal/cranes | concept
title: Rubber-tyred gantry RTG03
aka: RTG-03
cite: ev-cert-rtg-fleet
rel: stacks_in=yard-b1 manufactured_by=daeyang-heavy maintained_by=harbour-mechanical
Rubber-tyred gantry RTG03 (2018, hybrid) works the general stack behind the Eastern Quay.

== crane-rtg04 | terminal/cranes | concept
title: Rubber-tyred gantry RTG04
aka: RTG-04
cite: ev-cert-rtg-fleet
rel: stacks_in=yard-b2 manufactured_by=daeyang-heavy maintained_by=harbour-mechanical
Rubber-tyred gantry RTG04 (2018, hybrid) works the transhipment block, moving boxes between
  Far East mainliners and the feeders.

== crane-rmg01 | terminal/cranes | concept
title: Automated rail-mounted gantry RMG01
aka: RMG-01 ; ASC 1
cite: ev-cert-rmg-commissioning
rel: stacks_in=yard-d1 manufactured_by=hokushin-crane maintained_by=hokushin-crane
Automated rail-mounted gantry RMG01 was commissioned in October 2024. It stacks with no driver
  on board; a remote operator takes over only for the last metres at the truck transfer zone.

== crane-rmg02 | terminal/cranes | concept
title: Automated rail-mounted gantry RMG02
aka: RMG-02 ; ASC 2
cite: ev-cert-rmg-commissioning
rel: stacks_in=yard-d2 manufactured_by=hokushin-crane maintained_by=hokushin-crane
Automated rail-mounted gantry RMG02 is the twin of RMG01 in the second automated block, also
  commissioned in October 2024 and supervised from the remote operations room.

== yard-a1 | terminal/yard | concept
title: Yard block A1 (import stack)
aka: A1 ; import stack A1
cite: ev-reg-yard-layout
rel: serves_berth=berth-k1,berth-k2
Yard block A1 is the import stack behind the Old Mole: 1,400 TEU ground slots stacked five
  high. Average import dwell in 2025 was 4.2 days; most boxes leave by road.

== yard-a2 | terminal/yard | concept
title: Yard block A2 (export stack)
aka: A2 ; export stack A2
cite: ev-reg-yard-layout
rel: serves_berth=berth-k2,berth-k3
Yard block A2 holds export boxes for the Old Mole feeders, 1,250 TEU ground slots. Export
  cut-off is 24 hours before the vessel's window opens.

== yard-b1 | terminal/yard | concept
title: Yard block B1 (Eastern Quay general stack)
aka: B1
cite: ev-reg-yard-layout
rel: serves_berth=berth-k4,berth-k5
Yard block B1 is the general import and export stack for the Eastern Quay, 1,600 TEU ground
  slots.

== yard-b2 | terminal/yard | concept
title: Yard block B2 (transhipment stack)
aka: B2 ; transhipment block
cite: ev-reg-yard-layout ev-tariff-storage-2026
rel: serves_berth=berth-k5,berth-k6
Yard block B2 holds transhipment boxes waiting between mainline and feeder legs; they get
  fourteen days of free storage.

== yard-b3 | terminal/yard | concept
title: Yard block B3 (empties depot)
aka: B3 ; empties depot
cite: ev-reg-yard-layout
rel: serves_berth=berth-k4
Yard block B3 is the empties depot: reach stackers stack empty boxes up to eight high, and
  work stops when gusts pass 16 m/s.

== yard-c1 | terminal/yard | concept
title: Reefer yard C1
aka: C1 ; reefer stack
cite: ev-reg-yard-layout ev-tariff-reefer-2026
rel: serves_berth=berth-k5
Reefer yard C1 has 840 reefer plugs on 14 racks, fed by two substations. Reefer technicians
  check every unit four times a day and log set-point deviations.

== yard-c2 | terminal/yard | concept
title: Dangerous goods compound C2
aka: C2 ; DG compound ; IMDG compound
cite: ev-reg-yard-layout ev-cert-dg-compound
rel: serves_berth=berth-k6
The dangerous goods compound C2 is a bunded 220 TEU area with 3 m segregation lanes for IMDG
  cargo. Class 7 is allowed in transit only, and spill kits sit at every lane end.

== yard-d1 | terminal/yard | concept
title: Automated stack D1
aka: D1 ; ASC block D1
cite: ev-reg-yard-layout ev-cert-rmg-commissioning
rel: serves_berth=berth-k7,berth-k8
Automated stack D1 holds 2,100 TEU behind the Deepwater Extension. Nobody works inside the
  block; trucks hand over boxes at the landside transfer zone.

== yard-d2 | terminal/yard | concept
title: Automated stack D2
aka: D2 ; ASC block D2
cite: ev-reg-yard-layout ev-cert-rmg-commissioning
rel: serves_berth=berth-k8,berth-k9
Automated stack D2 is the second 2,100 TEU automated block, serving the outer deepwater
  berths.

== yard-e1 | terminal/yard | concept
title: Customs inspection area E1
aka: E1 ; customs exam area
cite: ev-reg-yard-layout ev-reg-broker-list
rel: operated_by=arnholm-customs
The customs inspection area E1 has a drive-through X-ray scanner and six exam bays for
  physical inspection; boxes are moved here on customs' instruction and brokers attend the
  examination.

== gate-complex | terminal/systems | concept
title: North Gate complex
aka: North Gate ; truck gate
cite: ev-reg-yard-layout ev-ir-gate-queue
The North Gate complex has twelve truck lanes (eight in, four out) with OCR portals reading
  container and plate numbers, and a truck appointment system. When the portals fail, trucks
  back up onto the ring road within half an hour.

== quaymind-tos | terminal/systems | concept
title: QuayMind terminal operating system
aka: QuayMind ; TOS
cite: ev-reg-tos-runbook ev-ir-tos-outage
rel: maintained_by=brightline-automation
QuayMind is the terminal operating system: vessel and yard planning, gate transactions and the
  equipment control interface to the remote-ready quay cranes and the automated gantries. The
  fallback when it is down is paper tally sheets.
"""

COMPANIES = """
== kestrel-bay-terminals | companies | company
title: Kestrel Bay Terminals
aka: KBT ; Kestrel Bay Terminals Ltd
cite: ev-press-gm-appointment ev-tariff-handling-2026
rel: licensed_by=arnholm-port-authority
Kestrel Bay Terminals Ltd runs the Kestrel Bay container terminal in the Port of Arnholm under
  a 30-year concession: ten berths and 1.9 million TEU handled in 2025.

== arnholm-port-authority | companies/authorities | company
title: Arnholm Port Authority
aka: APA ; harbour master's office
cite: ev-tariff-port-dues-2026 ev-reg-berth-register
Arnholm Port Authority owns the port land and the channels, runs vessel traffic services and
  the harbour master's office, licenses terminal operators, pilots and stevedores, and sets the
  port dues.

== arnholm-pilotage | companies/authorities | company
title: Arnholm Pilotage Service
aka: pilot station ; Arnholm pilots
cite: ev-cert-pilot-roster
rel: licensed_by=arnholm-port-authority
Arnholm Pilotage Service is the licensed pilot station. Pilotage is compulsory for ships over
  90 m; pilots board by launch at the Arnholm Roads boarding ground nine miles out.

== arnholm-customs | companies/authorities | company
title: Arnholm Customs District Office
aka: Arnholm customs ; customs district office
cite: ev-reg-broker-list ev-cn-meridian-aurora
The Arnholm Customs District Office places holds, issues scan lists and releases import
  boxes, and runs the inspection area inside the terminal.

== meridian-container-line | companies/shipping-lines | company
title: Meridian Container Line
aka: MCL ; Meridian
cite: ev-ba-meridian-2026 ev-min-tariff-mcl-2026
rel: vessel_sharing_with=yamato-kaiun
Meridian Container Line is the terminal's biggest customer, about 31% of 2025 volume. It calls
  the Deepwater Extension weekly with 16,000 to 18,000 TEU ships on its Asia to North Europe
  loop and holds fixed windows on Tuesdays and Fridays.

== boreal-feeder-services | companies/shipping-lines | company
title: Boreal Feeder Services
aka: Boreal ; Boreal Feeders
cite: ev-ba-boreal-2026
rel: subsidiary_of=meridian-container-line
Boreal Feeder Services runs three Baltic feeder loops from the Old Mole and the barge shuttle
  between Arnholm and the inland terminal at Kessel.

== dongyang-ocean-lines | companies/shipping-lines | company
title: 东洋远航集装箱运输
aka: Dongyang Ocean Container Lines ; DOCL ; Dongyang
cite: ev-ba-dongyang-2026 ev-min-tariff-docl-2026
rel: vessel_sharing_with=aegean-navigation
Dongyang Ocean Container Lines (DOCL) is a Shanghai carrier calling weekly at the Deepwater
  Extension and the Eastern Quay, sharing ships with a Piraeus partner on a Far East,
  Mediterranean and North Europe pendulum.

== yamato-kaiun | companies/shipping-lines | company
title: 大和海運株式会社
aka: Yamato Kaiun ; Yamato Kaiun Kaisha
cite: ev-ba-yamato-2026
Yamato Kaiun of Kobe calls fortnightly with 14,000 TEU ships, mostly auto parts and machinery
  inbound. Its port captain attends the berth-window talks in person.

== halla-shipping | companies/shipping-lines | company
title: 한라해운
aka: Halla Shipping ; Halla
cite: ev-ba-halla-2026 ev-min-bw-halla-2026
rel: vessel_sharing_with=meridian-container-line
Halla Shipping of Busan calls weekly on the deepwater berths with 13,000 TEU ships cascaded
  from the transpacific, and buys slots on Meridian's Asia to Europe loop.

== aegean-navigation | companies/shipping-lines | company
title: Ναυτιλιακή Αιγαίου
aka: Aegean Navigation ; Naftiliaki Aigaiou
cite: ev-ba-aegean-2026
Aegean Navigation of Piraeus runs smaller Mediterranean tonnage (1,700 to 4,500 TEU) into the
  Old Mole and the reefer berth, and is the slot partner of a Shanghai carrier on the Far East
  pendulum.

== karadeniz-denizcilik | companies/shipping-lines | company
title: Karadeniz Denizcilik A.Ş.
aka: Karadeniz Shipping ; Karadeniz Denizcilik AS
cite: ev-ba-karadeniz-2026 ev-tariff-karadeniz-tr
Karadeniz Denizcilik of Istanbul runs a weekly Black Sea to North Europe service with a fixed
  Tuesday morning window on the Eastern Quay, under special 2026 handling rates.

== gulf-navigation | companies/shipping-lines | company
title: شركة الخليج للملاحة
aka: Gulf Navigation Company ; GNC
cite: ev-ba-gulf-2026 ev-press-gulf
The Gulf Navigation Company of Dammam launched a weekly Gulf to North Europe service in 2026
  carrying petrochemicals and polymers, a large share of it dangerous goods.

== atlantica-reefer-lines | companies/shipping-lines | company
title: Atlantica Reefer Lines
aka: Atlantica ; ARL
cite: ev-ba-atlantica-2026 ev-tariff-reefer-2026
Atlantica Reefer Lines brings fruit and frozen meat from South America on reefer-heavy ships
  that need 300 to 500 plugs per call; it pays the reefer plug-in tariff in full.

== saigon-green-shipping | companies/shipping-lines | company
title: Công ty Vận tải Biển Sài Gòn Xanh
aka: Saigon Green Shipping ; Sai Gon Xanh
cite: ev-ba-saigon-2026 ev-press-saigon-green
Saigon Green Shipping started a fortnightly Vietnam to North Europe service in February 2026,
  furniture and garments westbound, berthing on the Eastern Quay.

== northwind-logistics | companies/forwarders | company
title: Northwind Logistics
aka: Northwind
cite: ev-cn-meridian-aurora ev-cn-yamato-maru
rel: books_on=meridian-container-line,yamato-kaiun
Northwind Logistics is Arnholm's biggest forwarder by import TEU and runs its own container
  freight station at Kessel.

== castellan-freight | companies/forwarders | company
title: Castellan Freight
aka: Castellan
cite: ev-cn-atlantica-frost
rel: books_on=atlantica-reefer-lines,boreal-feeder-services
Castellan Freight is a perishables forwarder: fruit importers' reefer boxes, cold-store
  bookings and phytosanitary paperwork.

== thai-marine-logistics | companies/forwarders | company
title: ไทยมารีน โลจิสติกส์
aka: Thai Marine Logistics
cite: ev-press-thai-marine ev-cn-saigon-lotus
rel: books_on=saigon-green-shipping,dongyang-ocean-lines
Thai Marine Logistics, a Bangkok forwarder, opened an Arnholm office in 2026 for Southeast
  Asian import cargo.

== balttrans | companies/forwarders | company
title: ООО «Балттранс»
aka: Balttrans ; Balttrans LLC
cite: ev-press-balttrans ev-cn-karadeniz
rel: books_on=boreal-feeder-services,karadeniz-denizcilik
Balttrans is a Baltic forwarder with a bonded warehouse next to the terminal, moving Black Sea
  and Baltic cargo.

== pereira-filhos | companies/forwarders | company
title: Pereira & Filhos Transitários
aka: Pereira & Filhos ; Pereira and Filhos
cite: ev-cn-aegean-meltemi
rel: books_on=atlantica-reefer-lines,aegean-navigation
Pereira & Filhos is a family-owned Portuguese forwarder handling wine, cork and canned fish
  imports, most of it via Mediterranean transhipment.

== orbis-cargo | companies/forwarders | company
title: Orbis Cargo
aka: Orbis
cite: ev-cn-gulf-falcon ev-cn-hanbit
rel: books_on=gulf-navigation,halla-shipping
Orbis Cargo specialises in project cargo and dangerous goods, including the polymer and
  chemical flows out of the Gulf.

== harbourside-customs | companies/customs-brokers | company
title: Harbourside Customs Brokers
aka: Harbourside
cite: ev-reg-broker-list ev-cn-meridian-aurora
rel: clears_for=northwind-logistics,castellan-freight
Harbourside Customs Brokers is the largest broker at the terminal, AEO-certified, with a desk
  next to the inspection area.

== veldt-mos | companies/customs-brokers | company
title: Veldt & Mos Douane
aka: Veldt & Mos ; Veldt en Mos
cite: ev-reg-broker-list ev-cn-gulf-falcon
rel: clears_for=pereira-filhos,orbis-cargo
Veldt & Mos Douane is a Dutch customs broker strong on dangerous goods and excise
  declarations.

== clearwave-brokerage | companies/customs-brokers | company
title: Clearwave Brokerage
aka: Clearwave
cite: ev-reg-broker-list
rel: clears_for=northwind-logistics
Clearwave Brokerage is a small digital-first broker that files import declarations straight
  from the carrier's manifest data.

== demir-gumruk | companies/customs-brokers | company
title: Demir Gümrük Müşavirliği
aka: Demir Customs Consultancy ; Demir Gumruk Musavirligi
cite: ev-reg-broker-list ev-cn-karadeniz
rel: clears_for=balttrans
Demir Customs Consultancy is a Turkish-owned broker handling Black Sea and Turkish cargo; its
  staff read Turkish and Russian documents.

== lindqvist-tullombud | companies/customs-brokers | company
title: Lindqvist Tullombud
aka: Lindqvist ; Lindqvist customs agents
cite: ev-reg-broker-list ev-cn-dongyang-pearl
rel: clears_for=thai-marine-logistics
Lindqvist Tullombud is a Swedish broker that handles transit declarations for Asian cargo
  moving on to the Baltic.

== redline-haulage | companies/hauliers | company
title: Redline Haulage
aka: Redline
cite: ev-cert-haulier-accreditation ev-ir-gate-queue
rel: subcontracts_for=northwind-logistics collects_from=yard-a1
Redline Haulage is the biggest haulier at the gate with 142 accredited tractors, running
  import boxes to inland distribution centres.

== fenwick-daughters | companies/hauliers | company
title: Fenwick & Daughters Transport
aka: Fenwick & Daughters ; Fenwick Transport
cite: ev-cert-haulier-accreditation ev-ir-rtg01
rel: subcontracts_for=castellan-freight,orbis-cargo collects_from=yard-a1,yard-b1
Fenwick & Daughters Transport is a family haulier with 38 tractors; one of them drove into an
  RTG lane against the signals in January 2026.

== ostrava-trans | companies/hauliers | company
title: Ostrava Trans
aka: Ostrava Trans s.r.o.
cite: ev-cert-haulier-accreditation ev-ir-b3-collapse
rel: subcontracts_for=balttrans collects_from=yard-b3
Ostrava Trans is a Czech haulier running empties and Central European cargo; one of its parked
  chassis was crushed by falling empties in January 2026.

== quaylink-drayage | companies/hauliers | company
title: Quaylink Drayage
aka: Quaylink
cite: ev-cert-haulier-accreditation
rel: subcontracts_for=northwind-logistics,thai-marine-logistics collects_from=yard-c1
Quaylink Drayage runs short-haul reefer moves with clip-on gensets, 61 tractors.

== hollis-bros | companies/hauliers | company
title: Hollis Bros Haulage
aka: Hollis Bros ; Hollis Brothers
cite: ev-cert-haulier-accreditation ev-ir-gate-queue
rel: subcontracts_for=pereira-filhos collects_from=yard-b1
Hollis Bros Haulage is a small owner-driver haulier; its drivers waited longest in the June
  2026 gate queue.

== zephyr-box | companies/hauliers | company
title: Zephyr Box Movers
aka: Zephyr
cite: ev-cert-haulier-accreditation ev-ir-c2-leak
rel: subcontracts_for=orbis-cargo collects_from=yard-c2
Zephyr Box Movers is an ADR-certified haulier for dangerous goods with 19 tractors.

== quayside-labour-coop | companies/contractors | company
title: Quayside Labour Cooperative
aka: Quayside Co-op
cite: ev-reg-labour-schedule
rel: supplies_labour_to=berth-k1,berth-k2,berth-k3 licensed_by=arnholm-port-authority
The Quayside Labour Cooperative is a worker-owned stevedoring pool supplying two gangs a shift
  to the Old Mole.

== arnholm-stevedoring | companies/contractors | company
title: Arnholm Stevedoring
aka: Arnholm Stevedoring Ltd ; ASL
cite: ev-reg-labour-schedule
rel: supplies_labour_to=berth-k4,berth-k5,berth-k6 licensed_by=arnholm-port-authority
Arnholm Stevedoring Ltd supplies up to four gangs per shift to the Eastern Quay and seconds
  crane drivers to the terminal.

== mersa-lashing | companies/contractors | company
title: Mersa Lashing Services
aka: Mersa
cite: ev-reg-labour-schedule ev-ir-k4-lashing
rel: supplies_labour_to=berth-k4,berth-k7,berth-k8,berth-k9
rel: licensed_by=arnholm-port-authority
Mersa Lashing Services does lashing and unlashing on the big ships; one of its lashers was
  injured by a falling lashing bar in April 2026.

== harbour-mechanical | companies/contractors | company
title: Harbour Mechanical Services
aka: HMS
cite: ev-reg-labour-schedule ev-cert-qc03-repair
Harbour Mechanical Services holds the crane maintenance contract for the older quay cranes,
  the 2012 to 2019 quay cranes and the RTGs, with fitters on call around the clock.

== van-houtem-dredging | companies/contractors | company
title: Van Houtem Dredging
aka: Van Houtem ; Van Houtem Baggerwerken
cite: ev-press-west-channel
Van Houtem Dredging is a Dutch dredging contractor with trailing suction hopper dredgers; it
  holds all three of the terminal's dredging contracts.

== nordkran | companies/equipment | company
title: Nordkran
aka: Nordkran AG
cite: ev-cert-nordkran-fleet
Nordkran AG of Bremen built the four oldest quay cranes between 1998 and 2004; it no longer
  supports their control systems.

== huadong-heavy | companies/equipment | company
title: 华东重工机械
aka: Huadong Heavy Machinery ; HHM
cite: ev-cert-huadong-qc05-06 ev-press-huadong
Huadong Heavy Machinery of Shanghai built six of the terminal's quay cranes between 2012 and
  2019 and sends a field team for structural repairs.

== hokushin-crane | companies/equipment | company
title: 北辰クレーン株式会社
aka: Hokushin Crane ; Hokushin
cite: ev-cert-qc09-qc10 ev-press-automation
Hokushin Crane of Yokohama built the remote-ready deepwater quay cranes and the automated
  rail-mounted gantries, and maintains them under a full-service contract.

== daeyang-heavy | companies/equipment | company
title: 대양중공업
aka: Daeyang Heavy Industries ; Daeyang
cite: ev-cert-rtg-fleet ev-press-daeyang
Daeyang Heavy Industries of Changwon supplied the four hybrid RTGs in 2017 and 2018.

== tessaro-cranes | companies/equipment | company
title: Tessaro Mobile Cranes
aka: Tessaro ; Tessaro Mobile Cranes SpA
cite: ev-cert-mhc01
Tessaro Mobile Cranes of Genoa builds mobile harbour cranes; it supplied and services the
  barge berth crane.

== brightline-automation | companies/equipment | company
title: Brightline Automation
aka: Brightline
cite: ev-press-automation ev-ir-tos-outage
Brightline Automation supplies the QuayMind terminal operating system and the remote control
  software for cranes and gantries.

== arnholm-dockers-union | companies/unions | company
title: Arnholm Dockers' Union
aka: ADU ; dockers' union
cite: ev-press-strike ev-min-tariff-labour-2026
The Arnholm Dockers' Union organises lashers, stevedores and RTG drivers at the port and
  called the 48-hour strike of April 2026 over night-shift premiums.

== crane-plant-guild | companies/unions | company
title: Crane & Plant Operators Guild
aka: Operators Guild ; CPOG
cite: ev-press-union
The Crane & Plant Operators Guild represents quay crane and remote-console operators; it ran a
  work-to-rule in January 2026 over remote-operation staffing.

== maritime-pilots-association | companies/unions | company
title: Maritime Pilots' Association
aka: MPA ; pilots' association
cite: ev-min-sc-extraordinary-halcyon
The Maritime Pilots' Association is the professional body and union of the Arnholm pilots.
"""

PEOPLE = """
== harriet-okafor | people/management | person
title: Harriet Okafor
aka: H. Okafor
cite: ev-press-gm-appointment ev-reg-org-chart
rel: works_for=kestrel-bay-terminals
tl: 2025-09-01T08:00:00Z | web:arnholmtimes.example/okafor-gm | Took over as general manager.
Harriet Okafor has been general manager of Kestrel Bay Terminals since September 2025, after
  nine years running a container terminal in Lagos. She chairs the wage talks and the port
  dues review.

== tomasz-wierzbicki | people/management | person
title: Tomasz Wierzbicki
aka: T. Wierzbicki ; Tomek Wierzbicki
cite: ev-reg-org-chart
rel: works_for=kestrel-bay-terminals reports_to=harriet-okafor responsible_for=gate-complex
Tomasz Wierzbicki is operations manager: planning, quay and yard operations and the North
  Gate all report to him.

== ingrid-solberg | people/management | person
title: Ingrid Solberg
aka: I. Solberg
cite: ev-reg-org-chart ev-ir-tos-outage
rel: works_for=kestrel-bay-terminals reports_to=harriet-okafor responsible_for=quaymind-tos
Ingrid Solberg is engineering and maintenance manager, responsible for cranes, IT and the
  terminal operating system; she led the recovery after the April 2026 ransomware attack.

== rafael-dominguez | people/management | person
title: Rafael Domínguez
aka: Rafael Dominguez ; R. Dominguez
cite: ev-reg-org-chart ev-min-tariff-mcl-2026
rel: works_for=kestrel-bay-terminals reports_to=harriet-okafor
Rafael Domínguez is commercial manager, over customer account management and tariffs. He
  leads every tariff negotiation with lines and forwarders.

== priya-raman | people/planning | person
title: Priya Raman
aka: P. Raman
cite: ev-min-bw-2026-w05
rel: works_for=kestrel-bay-terminals reports_to=tomasz-wierzbicki
Priya Raman is lead vessel planner for the big deepwater calls: stowage splits, crane splits
  and keeping restows down.

== mohammed-al-husseini | people/planning | person
title: محمد الحسيني
aka: Mohammed Al-Husseini ; Mohammed Al Husseini
cite: ev-min-bw-2026-w21 ev-ir-c2-leak
rel: works_for=kestrel-bay-terminals reports_to=tomasz-wierzbicki
rel: responsible_for=yard-c2,yard-e1
Mohammed Al-Husseini is yard planner, in charge of allocations in the dangerous goods
  compound and the customs inspection area.

== nguyen-thi-huong | people/planning | person
title: Nguyễn Thị Hương
aka: Nguyen Thi Huong ; Huong Nguyen
cite: ev-min-bw-2026-w09
rel: works_for=kestrel-bay-terminals reports_to=tomasz-wierzbicki
Nguyễn Thị Hương is berth planner: she runs the weekly berth-window meeting and keeps the
  berth schedule.

== callum-reid | people/planning | person
title: Callum Reid
aka: C. Reid
cite: ev-min-bw-2026-w13
rel: works_for=kestrel-bay-terminals reports_to=tomasz-wierzbicki
Callum Reid is a vessel planner covering feeders and the Eastern Quay mainliners.

== sofia-lindgren | people/planning | person
title: Sofia Lindgren
aka: S. Lindgren
cite: ev-min-bw-2026-w05 ev-ir-k10-barge
rel: works_for=kestrel-bay-terminals reports_to=tomasz-wierzbicki
rel: responsible_for=berth-k10
Sofia Lindgren is barge planner, running the river shuttle slots and the barge berth.

== dmitri-volkov | people/marine | person
title: Дмитрий Волков
aka: Dmitri Volkov ; Capt. Volkov
cite: ev-cert-pilot-roster ev-ir-hanbit-ladder
rel: works_for=arnholm-pilotage member_of=maritime-pilots-association
Dmitri Volkov is a class A pilot, unrestricted, who takes most of the largest ships into the
  Deepwater Extension. He came off with bruises when a pilot ladder gave way under him in April
  2026.

== annelies-de-vries | people/marine | person
title: Annelies de Vries
aka: Capt. de Vries
cite: ev-cert-pilot-roster
rel: works_for=arnholm-pilotage member_of=maritime-pilots-association
Annelies de Vries is a class A pilot and the pilot station's training lead for simulator work
  on the deepwater approach.

== oluwaseun-adeyemi | people/marine | person
title: Oluwaseun Adeyemi
aka: Capt. Adeyemi ; Seun Adeyemi
cite: ev-cert-pilot-roster ev-ir-halcyon
rel: works_for=arnholm-pilotage member_of=maritime-pilots-association
Oluwaseun Adeyemi is a class A pilot; he had the conn when a ship touched a crane boom at the
  outer deepwater berth in May 2026, and the inquiry cleared him.

== marco-bellandi | people/marine | person
title: Marco Bellandi
aka: Capt. Bellandi
cite: ev-cert-pilot-roster
rel: works_for=arnholm-pilotage member_of=maritime-pilots-association
Marco Bellandi is a class B pilot, licensed for ships up to 300 m: feeders and Eastern Quay
  calls.

== giorgos-karalis | people/operations | person
title: Γιώργος Καραλής
aka: Giorgos Karalis ; Yorgos Karalis
cite: ev-cert-operator-register ev-ir-qc07-drop
rel: works_for=kestrel-bay-terminals member_of=crane-plant-guild
rel: operates=crane-qc07,crane-qc08
Giorgos Karalis is a senior quay crane driver on the Eastern Quay. He was in the cab when a box
  fell from the spreader in March 2026 and reported the hydraulic leak in May.

== kim-min-jun | people/operations | person
title: 김민준
aka: Kim Min-jun ; Minjun Kim
cite: ev-cert-operator-register ev-press-union
rel: works_for=kestrel-bay-terminals member_of=crane-plant-guild
rel: operates=crane-qc09,crane-qc10
Kim Min-jun drives the deepwater quay cranes and was one of the first operators trained on the
  remote console.

== sukru-ozturk | people/operations | person
title: Şükrü Öztürk
aka: Sukru Ozturk
cite: ev-cert-operator-register
rel: works_for=kestrel-bay-terminals member_of=arnholm-dockers-union
rel: operates=crane-qc05,crane-qc06
Şükrü Öztürk drives the quay cranes on the first Eastern Quay berth and mentors new drivers.

== declan-murphy | people/operations | person
title: Declan Murphy
aka: Dec Murphy
cite: ev-cert-operator-register
rel: works_for=kestrel-bay-terminals member_of=arnholm-dockers-union
rel: operates=crane-qc01,crane-qc02
Declan Murphy has driven the oldest cranes on the Old Mole for twenty years.

== lerato-mokoena | people/operations | person
title: Lerato Mokoena
aka: L. Mokoena
cite: ev-cert-operator-register ev-ir-halcyon
rel: works_for=arnholm-stevedoring member_of=arnholm-dockers-union
rel: operates=crane-qc11,crane-qc12
Lerato Mokoena is a crane driver seconded from the Eastern Quay stevedores to the deepwater
  berths; she was in the cab when a ship's bridge wing struck her crane's boom in May 2026.

== jonas-petersen | people/operations | person
title: Jonas Petersen
aka: J. Petersen
cite: ev-cert-operator-register ev-ir-rtg01
rel: works_for=kestrel-bay-terminals member_of=arnholm-dockers-union
rel: operates=crane-rtg01,crane-rtg02
Jonas Petersen drives RTGs in the Old Mole stacks and was at the controls in the January 2026
  near-miss with a haulier's tractor.

== somchai-wongyai | people/operations | person
title: สมชาย วงศ์ใหญ่
aka: Somchai Wongyai
cite: ev-cert-operator-register
rel: works_for=kestrel-bay-terminals member_of=arnholm-dockers-union
rel: operates=crane-rtg03,crane-rtg04
Somchai Wongyai drives RTGs on the Eastern Quay stacks and trains new yard drivers on the
  hybrid units.

== bianca-ferreira | people/operations | person
title: Bianca Ferreira
aka: B. Ferreira
cite: ev-cert-operator-register ev-ir-qc03-brake
rel: works_for=arnholm-stevedoring member_of=arnholm-dockers-union
rel: operates=crane-qc03,crane-qc04,crane-mhc01
Bianca Ferreira is licensed on the Old Mole quay cranes and the mobile harbour crane; she
  dropped the storm pins when a crane's gantry brakes let go in April 2026.

== wiktor-nowak | people/operations | person
title: Wiktor Nowak
aka: W. Nowak
cite: ev-cert-operator-register ev-cert-rmg-commissioning
rel: works_for=kestrel-bay-terminals member_of=crane-plant-guild
rel: operates=crane-rmg01,crane-rmg02,crane-qc09
Wiktor Nowak is a remote operator supervising the automated gantries from the operations
  room; he drove the first remote quay crane moves.

== aoife-brennan | people/operations | person
title: Aoife Brennan
aka: A. Brennan
cite: ev-cert-operator-register
rel: works_for=kestrel-bay-terminals member_of=arnholm-dockers-union
rel: operates=crane-qc07,crane-qc12
Aoife Brennan is a relief quay crane driver covering the reefer berth and the outer deepwater
  berth.

== eleni-papadopoulou | people/safety | person
title: Ελένη Παπαδοπούλου
aka: Eleni Papadopoulou ; E. Papadopoulou
cite: ev-reg-org-chart ev-min-sc-2026-01
rel: works_for=kestrel-bay-terminals reports_to=harriet-okafor
Eleni Papadopoulou is head of health, safety and environment and chairs the safety committee.

== olena-kovalenko | people/safety | person
title: Олена Коваленко
aka: Olena Kovalenko
cite: ev-ir-qc07-drop ev-ir-hanbit-ladder
rel: works_for=kestrel-bay-terminals reports_to=eleni-papadopoulou
Olena Kovalenko is a safety officer for quay operations and marine access; she writes most of
  the lifting and access incident reports.

== marcus-bell | people/safety | person
title: Marcus Bell
aka: M. Bell
cite: ev-ir-halcyon ev-ir-reefer-c1
rel: works_for=kestrel-bay-terminals reports_to=eleni-papadopoulou
Marcus Bell is a safety officer covering the deepwater berths, the yard and the marine side.

== fatima-benali | people/safety | person
title: Fatima Zahra Benali
aka: Fatima Benali ; F. Z. Benali
cite: ev-ir-qc08-leak ev-ir-c2-leak
rel: works_for=kestrel-bay-terminals reports_to=eleni-papadopoulou
Fatima Zahra Benali is the environmental officer: spills, dangerous goods releases, noise and
  water permits.

== ayse-yildirim | people/labour | person
title: Ayşe Yıldırım
aka: Ayse Yildirim
cite: ev-press-strike ev-min-tariff-labour-2026
rel: works_for=arnholm-stevedoring member_of=arnholm-dockers-union
rel: represents=arnholm-dockers-union
Ayşe Yıldırım is a lasher and the dockers' shop steward on the Eastern Quay.

== patrick-doyle | people/labour | person
title: Patrick Doyle
aka: Paddy Doyle
cite: ev-press-strike
rel: works_for=arnholm-dockers-union represents=arnholm-dockers-union
Patrick Doyle is branch secretary of the dockers' union and led the April 2026 strike.

== renata-silva | people/labour | person
title: Renata Silva
aka: R. Silva
cite: ev-press-union
rel: works_for=kestrel-bay-terminals member_of=crane-plant-guild
rel: represents=crane-plant-guild
Renata Silva is a crane driver and the guild's representative at Kestrel Bay; she negotiated
  the end of the January 2026 work-to-rule.

== hamish-grant | people/labour | person
title: Hamish Grant
aka: H. Grant
cite: ev-min-sc-extraordinary-halcyon
rel: works_for=maritime-pilots-association represents=maritime-pilots-association
Hamish Grant is the pilots' representative and a retired pilot; he sat in on the extraordinary
  safety committee in May 2026.

== li-wanqing | people/commercial | person
title: 李婉清
aka: Li Wanqing ; Wanqing Li
cite: ev-min-tariff-docl-2026 ev-ba-dongyang-2026
rel: works_for=kestrel-bay-terminals reports_to=rafael-dominguez
rel: account_manager_for=dongyang-ocean-lines,aegean-navigation
Li Wanqing is a customer account manager; she speaks Mandarin and Greek and runs monthly
  service reviews with her carriers.

== ben-achterberg | people/commercial | person
title: Ben Achterberg
aka: B. Achterberg
cite: ev-ba-meridian-2026 ev-min-tariff-mcl-2026
rel: works_for=kestrel-bay-terminals reports_to=rafael-dominguez
rel: account_manager_for=meridian-container-line,boreal-feeder-services
Ben Achterberg is the customer account manager for the terminal's largest customer
  relationship.

== chloe-martin | people/commercial | person
title: Chloé Martin
aka: Chloe Martin
cite: ev-ba-atlantica-2026 ev-ba-saigon-2026
rel: works_for=kestrel-bay-terminals reports_to=rafael-dominguez
rel: account_manager_for=atlantica-reefer-lines,saigon-green-shipping
Chloé Martin is a customer account manager for a reefer carrier and a new Vietnamese service.

== yusuf-khalil | people/commercial | person
title: Yusuf Khalil
aka: Y. Khalil
cite: ev-ba-gulf-2026 ev-min-tariff-balttrans-storage
rel: works_for=kestrel-bay-terminals reports_to=rafael-dominguez
rel: account_manager_for=gulf-navigation,karadeniz-denizcilik
Yusuf Khalil is a customer account manager; he also sat in the storage tariff talks with a
  Baltic forwarder.

== hannah-cho | people/commercial | person
title: Hannah Cho
aka: H. Cho
cite: ev-ba-halla-2026 ev-ba-yamato-2026
rel: works_for=kestrel-bay-terminals reports_to=rafael-dominguez
rel: account_manager_for=halla-shipping,yamato-kaiun
Hannah Cho is a customer account manager; she speaks Korean and Japanese with her carriers'
  planners.

== sato-kenichi | people/external | person
title: 佐藤 健一
aka: Sato Kenichi ; Kenichi Sato
cite: ev-ir-yamato-mooring ev-min-bw-2026-w09
rel: works_for=yamato-kaiun
Sato Kenichi is the Kobe carrier's port captain for Europe and attends calls and berth-window
  talks in person.

== lars-eriksen | people/external | person
title: Lars Eriksen
aka: L. Eriksen
cite: ev-min-tariff-mcl-2026
rel: works_for=meridian-container-line
Lars Eriksen is head of terminal operations for North Europe at the terminal's biggest
  customer.

== grace-mbeki | people/external | person
title: Grace Mbeki
aka: G. Mbeki
cite: ev-cn-meridian-aurora
rel: works_for=northwind-logistics
Grace Mbeki leads a forwarder's import desk and handles customs holds with the brokers.

== timur-abenov | people/external | person
title: Timur Abenov
aka: T. Abenov
cite: ev-min-tariff-balttrans-storage ev-press-balttrans
rel: works_for=balttrans
Timur Abenov is the managing director in Arnholm of a Baltic forwarder.

== piet-van-houtem | people/external | person
title: Piet van Houtem
aka: P. van Houtem
cite: ev-press-west-channel
rel: works_for=van-houtem-dredging
Piet van Houtem is project director at the dredging contractor for the channel works.

== eva-schuster | people/external | person
title: Eva Schuster
aka: E. Schuster
cite: ev-min-tariff-apa-dues-2026 ev-min-sc-extraordinary-halcyon
rel: works_for=arnholm-port-authority
Eva Schuster is the harbour master of Arnholm.

== kwame-asante | people/external | person
title: Kwame Asante
aka: K. Asante
cite: ev-cn-meridian-aurora
rel: works_for=harbourside-customs
Kwame Asante is a senior declarant with a customs broker and usually the broker present at
  examinations in the inspection area.
"""

PROJECTS = """
== prj-west-channel-deepening | projects/programmes | project
title: West Channel Deepening 2025–2027
aka: West Channel dredge ; channel deepening programme
cite: ev-press-west-channel ev-reg-berth-register
rel: led_by=ingrid-solberg sponsored_by=harriet-okafor contracted_to=van-houtem-dredging
rel: scope_includes=berth-k7,berth-k8,berth-k9
tl: 2025-10-06T07:00:00Z | web:havennieuws.example/west-channel | Dredging started.
tl: 2026-03-16T09:00:00Z | file:projects/west-channel/progress-06.txt | Half the volume dredged.
The West Channel Deepening takes the approach and the deepwater berth pockets from 16.5 m to
  17.5 m (17.0 m at the outermost berth), about 4.2 million m³ of dredging, so that 24,000 TEU
  ships can arrive at any state of the tide. Acceptance is planned for mid-2027.

== prj-old-mole-dredging | projects/programmes | project
title: Old Mole maintenance dredging 2026
aka: Old Mole dredging
cite: ev-min-bw-2026-w13
rel: led_by=tomasz-wierzbicki contracted_to=van-houtem-dredging
rel: scope_includes=berth-k1,berth-k2,berth-k3
Maintenance dredging restores 11.0 m at the Old Mole berths after silting, one berth at a time
  in two-week closures; the closure of the root berth was moved to June 2026.

== prj-k10-silt-removal | projects/programmes | project
title: Barge berth K10 silt removal
aka: K10 silt removal
cite: ev-ir-k10-barge
rel: led_by=sofia-lindgren contracted_to=van-houtem-dredging scope_includes=berth-k10
Silt removal at the barge berth with a small backhoe dredger, ordered after the March 2026
  breakaway showed loaded barges sitting on the bottom at low water.

== prj-automated-stacking | projects/programmes | project
title: Automated stacking programme, blocks D1–D2
aka: ASC programme ; automated stacking programme
cite: ev-press-automation ev-cert-rmg-commissioning
rel: led_by=ingrid-solberg sponsored_by=harriet-okafor
rel: contracted_to=hokushin-crane,brightline-automation
rel: scope_includes=yard-d1,yard-d2,crane-rmg01,crane-rmg02
tl: 2023-03-14T10:00:00Z | web:arnholmtimes.example/asc-order | Gantries ordered.
tl: 2024-10-15T12:00:00Z | file:engineering/rmg-commissioning.txt | Both gantries commissioned.
The automated stacking programme converted two deepwater blocks to driverless rail-mounted
  gantries, with landside truck transfer zones.

== prj-remote-sts-pilot | projects/programmes | project
title: Remote STS operation pilot (QC09–QC10)
aka: remote crane pilot ; remote STS pilot
cite: ev-cert-qc09-qc10 ev-press-union
rel: led_by=tomasz-wierzbicki sponsored_by=harriet-okafor
rel: contracted_to=hokushin-crane,brightline-automation scope_includes=crane-qc09,crane-qc10
rel: depends_on=prj-automated-stacking staffed_by=kim-min-jun,wiktor-nowak
tl: 2025-06-02T06:00:00Z | file:projects/remote-sts/phase1.txt | First remote moves on QC09.
tl: 2026-02-09T06:00:00Z | file:projects/remote-sts/phase2.txt | QC10 joined the pilot.
The remote STS pilot moves quay crane drivers from the cab to consoles in the control tower,
  one crane in 2025 and the second in 2026. Staffing of the consoles set off the January 2026
  work-to-rule.

== prj-gate-ocr | projects/programmes | project
title: Gate OCR and truck appointment system
aka: gate appointment system ; TAS
cite: ev-ir-gate-queue
rel: led_by=tomasz-wierzbicki contracted_to=brightline-automation scope_includes=gate-complex
rel: depends_on=prj-tos-upgrade
tl: 2025-11-17T05:00:00Z | file:projects/gate-ocr/golive.txt | OCR portals and appointments live.
OCR portals and a truck appointment system at the North Gate, live since November 2025; a
  portal firmware failure in June 2026 caused a queue onto the ring road.

== prj-tos-upgrade | projects/programmes | project
title: QuayMind TOS 9 upgrade
aka: TOS 9 upgrade ; QuayMind 9
cite: ev-reg-tos-runbook ev-ir-tos-outage
rel: led_by=ingrid-solberg contracted_to=brightline-automation scope_includes=quaymind-tos
rel: staffed_by=priya-raman,mohammed-al-husseini
tl: 2025-09-21T02:00:00Z | file:it/quaymind-9-cutover.txt | Cut over to version 9.
Upgrade of the terminal operating system to version 9 with new berth and yard planning
  modules; its offline backups shortened the ransomware recovery in April 2026.
"""

CALLS = """
== vc-meridian-aurora | projects/vessel-calls | project
title: Meridian Aurora — call 2026-07
aka: Meridian Aurora call
cite: ev-min-bw-2026-w05 ev-cn-meridian-aurora
rel: operated_by=meridian-container-line berths_at=berth-k7 uses_crane=crane-qc09,crane-qc10
rel: planned_by=priya-raman piloted_by=dmitri-volkov discharges_to=yard-d1
rel: cleared_by=harbourside-customs
tl: 2026-02-12T13:40:00Z | file:tos/calls/mcl-aurora-2607.csv | All fast at K7.
tl: 2026-02-13T20:50:00Z | file:tos/calls/mcl-aurora-2607.csv | Sailed after 2,140 moves.
Meridian Aurora (17,200 TEU) worked 2,140 moves in 31 hours. Customs held 14 boxes of
  electronics on a weight mismatch; they were examined and released two days later.

== vc-meridian-solace | projects/vessel-calls | project
title: Meridian Solace — call 2026-14
aka: Meridian Solace call
cite: ev-min-bw-2026-w13 ev-ir-tos-outage
rel: operated_by=meridian-container-line berths_at=berth-k8 uses_crane=crane-qc11
rel: planned_by=callum-reid piloted_by=annelies-de-vries discharges_to=yard-d2
rel: cleared_by=clearwave-brokerage
tl: 2026-04-01T01:30:00Z | file:tos/calls/mcl-solace-2614.csv | All fast at K8.
tl: 2026-04-03T09:10:00Z | file:tos/calls/mcl-solace-2614.csv | Sailed 24 hours late.
Meridian Solace was alongside during the April 2026 ransomware outage; its crane worked from
  paper sheets for 30 hours and the ship sailed a day late.

== vc-meridian-halcyon | projects/vessel-calls | project
title: Meridian Halcyon — call 2026-19
aka: Meridian Halcyon call
cite: ev-ir-halcyon ev-min-bw-2026-w17
rel: operated_by=meridian-container-line berths_at=berth-k9 uses_crane=crane-qc11
rel: planned_by=priya-raman piloted_by=oluwaseun-adeyemi discharges_to=yard-d2
rel: cleared_by=harbourside-customs
tl: 2026-05-08T17:40:00Z | file:tos/calls/mcl-halcyon-2619.csv | Boom contact while berthing.
tl: 2026-05-10T21:30:00Z | file:tos/calls/mcl-halcyon-2619.csv | Sailed after 52 hours.
The ship's bridge wing touched the boom of the berth's own crane while berthing in a gusty
  crosswind, so the call was worked by the crane brought along the rails from the next berth
  and lasted 52 hours.

== vc-boreal-tern | projects/vessel-calls | project
title: Boreal Tern — feeder rotation 2026-06
aka: Boreal Tern call
cite: ev-min-bw-2026-w05
rel: operated_by=boreal-feeder-services berths_at=berth-k1
rel: uses_crane=crane-qc01,crane-qc02 planned_by=callum-reid piloted_by=marco-bellandi
rel: discharges_to=yard-a1 cleared_by=harbourside-customs
tl: 2026-02-05T06:10:00Z | file:tos/calls/boreal-tern-2606.csv | All fast at K1.
Boreal Tern (1,400 TEU) on the Baltic loop: 610 moves, a routine call.

== vc-boreal-skua | projects/vessel-calls | project
title: Boreal Skua — feeder rotation 2026-15
aka: Boreal Skua call
cite: ev-min-bw-2026-w13 ev-ir-qc03-brake
rel: operated_by=boreal-feeder-services berths_at=berth-k2
rel: uses_crane=crane-qc03,crane-qc02 planned_by=nguyen-thi-huong
rel: piloted_by=oluwaseun-adeyemi discharges_to=yard-a2 cleared_by=lindqvist-tullombud
tl: 2026-04-15T08:00:00Z | file:tos/calls/boreal-skua-2615.csv | All fast at K2 after the strike.
tl: 2026-04-16T15:20:00Z | file:tos/calls/boreal-skua-2615.csv | Crane stopped; QC02 moved up.
Boreal Skua waited out the April 2026 strike and then lost its crane to a gantry brake
  failure; it finished with a crane moved up from the neighbouring berth.

== vc-dongyang-pearl | projects/vessel-calls | project
title: 东洋明珠 第11航次靠泊
aka: Dongyang Pearl call ; Dongyang Pearl voyage 11
cite: ev-cn-dongyang-pearl ev-min-bw-2026-w17
rel: operated_by=dongyang-ocean-lines berths_at=berth-k8 uses_crane=crane-qc11
rel: planned_by=priya-raman piloted_by=dmitri-volkov discharges_to=yard-d2,yard-b2
rel: cleared_by=lindqvist-tullombud
tl: 2026-05-10T14:00:00Z | file:tos/calls/docl-pearl-011.csv | All fast at K8, 20 hours late.
Dongyang Pearl's call was pushed back 20 hours and moved from K9 to K8 after the boom strike
  on the outer berth: 1,870 moves, 300 of them transhipment boxes for the Baltic feeders.

== vc-dongyang-harmony | projects/vessel-calls | project
title: Dongyang Harmony — call 2026-21
aka: Dongyang Harmony call
cite: ev-ir-qc08-leak ev-min-bw-2026-w21
rel: operated_by=dongyang-ocean-lines berths_at=berth-k6 uses_crane=crane-qc08
rel: planned_by=callum-reid piloted_by=marco-bellandi discharges_to=yard-b2
rel: cleared_by=lindqvist-tullombud
tl: 2026-05-25T22:00:00Z | file:tos/calls/docl-harmony-2621.csv | All fast at K6.
Dongyang Harmony was working at the dangerous-goods berth when the crane's hydraulic hose
  burst; work stopped for five hours during the clean-up.

== vc-yamato-maru | projects/vessel-calls | project
title: 大和丸 第27次寄港
aka: Yamato Maru call 27 ; Yamato Maru
cite: ev-cn-yamato-maru ev-ir-yamato-mooring
rel: operated_by=yamato-kaiun berths_at=berth-k7 uses_crane=crane-qc09,crane-qc10
rel: planned_by=priya-raman piloted_by=dmitri-volkov discharges_to=yard-d1
rel: cleared_by=harbourside-customs
tl: 2026-03-18T04:30:00Z | file:tos/calls/yamato-maru-27.csv | All fast at K7.
tl: 2026-03-19T16:00:00Z | file:tos/calls/yamato-maru-27.csv | Sailed with a new spring line.
The 27th call of Yamato Maru: a forward spring line parted in a gust while the ship was
  alongside, and nobody was hurt. Customs picked 22 boxes of auto parts for scanning.

== vc-hanbit | projects/vessel-calls | project
title: 한빛호 2026년 4월 입항
aka: Hanbit call April 2026 ; Hanbit
cite: ev-cn-hanbit ev-ir-hanbit-ladder
rel: operated_by=halla-shipping berths_at=berth-k8 uses_crane=crane-qc11
rel: planned_by=callum-reid piloted_by=dmitri-volkov discharges_to=yard-d1
rel: cleared_by=veldt-mos
tl: 2026-04-02T06:00:00Z | file:tos/calls/halla-hanbit-2604.csv | Detained at the anchorage.
tl: 2026-04-04T12:00:00Z | file:tos/calls/halla-hanbit-2604.csv | Sailed 26 hours late.
The Hanbit's April 2026 call: the pilot ladder failed as the pilot boarded, and the ship then
  berthed in the middle of the ransomware outage, sailing 26 hours late.

== vc-halla-star | projects/vessel-calls | project
title: Halla Star — call 2026-24
aka: Halla Star call
cite: ev-min-bw-halla-2026
rel: operated_by=halla-shipping berths_at=berth-k7 uses_crane=crane-qc09,crane-qc10
rel: planned_by=priya-raman,nguyen-thi-huong piloted_by=annelies-de-vries
rel: discharges_to=yard-d1 cleared_by=veldt-mos
tl: 2026-06-14T05:00:00Z | file:tos/calls/halla-star-2624.csv | All fast at K7, Sunday window.
Halla Star was the first call under the revised Sunday window agreed in May 2026, and the first
  ship worked entirely from the remote consoles.

== vc-aegean-dawn | projects/vessel-calls | project
title: Aegean Dawn — call 2026-10
aka: Aegean Dawn call
cite: ev-ir-qc07-drop ev-min-bw-2026-w09
rel: operated_by=aegean-navigation berths_at=berth-k5 uses_crane=crane-qc07
rel: planned_by=callum-reid piloted_by=marco-bellandi discharges_to=yard-b1
rel: cleared_by=veldt-mos
tl: 2026-03-05T19:00:00Z | file:tos/calls/aegean-dawn-2610.csv | All fast at K5.
tl: 2026-03-07T11:00:00Z | file:tos/calls/aegean-dawn-2610.csv | Sailed a day late.
Aegean Dawn was discharging at the reefer berth when a 40-foot box fell from the spreader onto
  the apron; nobody was hurt and the call finished a day late.

== vc-aegean-meltemi | projects/vessel-calls | project
title: Aegean Meltemi — call 2026-18
aka: Aegean Meltemi call
cite: ev-cn-aegean-meltemi ev-min-bw-2026-w17
rel: operated_by=aegean-navigation berths_at=berth-k3 uses_crane=crane-qc04
rel: planned_by=nguyen-thi-huong piloted_by=annelies-de-vries discharges_to=yard-a2
rel: cleared_by=veldt-mos
tl: 2026-05-02T09:00:00Z | file:tos/calls/aegean-meltemi-2618.csv | All fast at K3 (daylight).
Aegean Meltemi (1,700 TEU) was the first ship of its line at the shallow Old Mole root berth;
  customs held four boxes of Portuguese wine for excise checks.

== vc-karadeniz-yildizi | projects/vessel-calls | project
title: Karadeniz Yıldızı — sefer 2026-16
aka: Karadeniz Yildizi call
cite: ev-cn-karadeniz ev-ir-strike
rel: operated_by=karadeniz-denizcilik berths_at=berth-k4
rel: uses_crane=crane-qc05,crane-qc06 planned_by=nguyen-thi-huong
rel: piloted_by=oluwaseun-adeyemi discharges_to=yard-b1,yard-b3 cleared_by=demir-gumruk
tl: 2026-04-13T06:00:00Z | file:tos/calls/karadeniz-2616.csv | Anchored; strike under way.
tl: 2026-04-14T22:00:00Z | file:tos/calls/karadeniz-2616.csv | All fast at K4 after 40 hours.
Karadeniz Yıldızı arrived on the first morning of the April 2026 strike and waited 40 hours at
  anchor; a lasher was hurt by a falling lashing bar during its discharge.

== vc-gulf-falcon | projects/vessel-calls | project
title: Gulf Falcon — call 2026-12
aka: Gulf Falcon call
cite: ev-cn-gulf-falcon ev-ir-c2-leak
rel: operated_by=gulf-navigation berths_at=berth-k6 uses_crane=crane-qc08
rel: planned_by=priya-raman piloted_by=marco-bellandi discharges_to=yard-c2
rel: cleared_by=veldt-mos
tl: 2026-03-20T07:00:00Z | file:tos/calls/gulf-falcon-2612.csv | All fast at K6.
Gulf Falcon landed 180 dangerous-goods boxes into the compound; one tank container of corrosive
  liquid leaked the next day.

== vc-atlantica-frost | projects/vessel-calls | project
title: Atlantica Frost — reefer call 2026-28
aka: Atlantica Frost call
cite: ev-cn-atlantica-frost ev-ir-reefer-c1
rel: operated_by=atlantica-reefer-lines berths_at=berth-k5 uses_crane=crane-qc07
rel: planned_by=callum-reid piloted_by=annelies-de-vries discharges_to=yard-c1
rel: cleared_by=harbourside-customs
tl: 2026-07-08T23:00:00Z | file:tos/calls/atlantica-frost-2628.csv | All fast at K5.
Atlantica Frost discharged 460 reefers of fruit and meat in July 2026; the reefer yard lost
  power in the heatwave while its boxes were going onto plugs, and discharge paused for four
  hours.

== vc-atlantica-breeze | projects/vessel-calls | project
title: Atlantica Breeze — reefer call 2026-08
aka: Atlantica Breeze call
cite: ev-min-bw-2026-w05
rel: operated_by=atlantica-reefer-lines berths_at=berth-k5 uses_crane=crane-qc07
rel: planned_by=nguyen-thi-huong piloted_by=oluwaseun-adeyemi discharges_to=yard-c1
rel: cleared_by=clearwave-brokerage
tl: 2026-02-20T04:00:00Z | file:tos/calls/atlantica-breeze-2608.csv | All fast at K5.
Atlantica Breeze (2,800 TEU, 390 reefers) made a routine February call.

== vc-saigon-lotus | projects/vessel-calls | project
title: Sen Sài Gòn — chuyến 2026-16
aka: Saigon Lotus call ; Sen Sai Gon
cite: ev-cn-saigon-lotus ev-ir-strike
rel: operated_by=saigon-green-shipping berths_at=berth-k4 uses_crane=crane-qc05
rel: planned_by=nguyen-thi-huong piloted_by=marco-bellandi discharges_to=yard-b1
rel: cleared_by=lindqvist-tullombud
tl: 2026-04-14T10:00:00Z | file:tos/calls/saigon-lotus-2616.csv | Anchored; strike under way.
tl: 2026-04-17T09:00:00Z | file:tos/calls/saigon-lotus-2616.csv | All fast at K4.
Sen Sài Gòn (Saigon Lotus) arrived on the second day of the April 2026 strike, berthed once
  the Black Sea ship had sailed, and left 30 hours behind schedule.

== vc-barge-rotation-14 | projects/vessel-calls | project
title: Barge shuttle Arnholm–Kessel, rotation 14
aka: barge rotation 14 ; Kessel shuttle rotation 14
cite: ev-ir-k10-barge
rel: operated_by=boreal-feeder-services berths_at=berth-k10 uses_crane=crane-mhc01
rel: planned_by=sofia-lindgren discharges_to=yard-a2
tl: 2026-03-29T16:00:00Z | file:tos/calls/barge-rotation-14.csv | Barge alongside K10.
Rotation 14 of the river shuttle brought 96 TEU of export boxes down from Kessel; on the
  spring tide a barge broke its moorings and swung across the basin before a tug caught it.
"""

INCIDENTS = """
== inc-qc07-box-drop | incidents/safety | note
title: Container dropped from QC07 spreader at K5
aka: QC07 box drop ; IR-2026-031
cite: ev-ir-qc07-drop ev-cert-qc07-reinspection
rel: occurred_at=berth-k5 involved_equipment=crane-qc07 involved_person=giorgos-karalis
rel: investigated_by=olena-kovalenko during_call=vc-aegean-dawn reviewed_at=sc-2026-03
tl: 2026-03-06T02:15:00Z | file:incident-log/IR-2026-031 | Box fell from the spreader.
tl: 2026-03-12T10:00:00Z | file:incident-log/IR-2026-031 | Crane re-inspected and back in service.
A loaded 40-foot box fell about 9 m from the spreader onto the apron when two twistlocks showed
  locked but were not. Nobody was in the exclusion zone. The cause was a failed twistlock
  position sensor; sensors were replaced on every twin-lift spreader.

== inc-halcyon-allision | incidents/safety | note
title: Meridian Halcyon allision with QC12 boom
aka: Halcyon allision ; QC12 boom strike ; IR-2026-058
cite: ev-ir-halcyon ev-press-halcyon
rel: occurred_at=berth-k9 involved_equipment=crane-qc12
rel: involved_person=oluwaseun-adeyemi,lerato-mokoena investigated_by=marcus-bell
rel: during_call=vc-meridian-halcyon delayed=vc-dongyang-pearl
rel: reviewed_at=sc-extraordinary-halcyon
tl: 2026-05-08T17:40:00Z | file:incident-log/IR-2026-058 | Bridge wing struck the crane boom.
tl: 2026-05-19T12:00:00Z | file:incident-log/IR-2026-058 | Crane cleared after repairs.
While berthing in gusts of 30 knots the ship's port bridge wing touched the crane boom, which
  had not been fully raised. Two bracing members were bent. The inquiry found the boom-up check
  skipped at shift change, not a pilotage error.

== inc-qc08-hydraulic-leak | incidents/safety | note
title: QC08 hydraulic oil spill at K6
aka: QC08 hydraulic spill ; IR-2026-064
cite: ev-ir-qc08-leak
rel: occurred_at=berth-k6 involved_equipment=crane-qc08 involved_person=giorgos-karalis
rel: investigated_by=fatima-benali during_call=vc-dongyang-harmony reviewed_at=sc-2026-07
tl: 2026-05-26T10:05:00Z | file:incident-log/IR-2026-064 | Hose burst; booms deployed.
A burst boom hoist hose spilled about 180 litres of hydraulic oil onto the apron, some of it
  into the dock. Floating booms contained it; the hose set had been flagged for replacement at
  the last examination.

== inc-reefer-power-loss | incidents/operations | note
title: Reefer yard C1 power loss in the July heatwave
aka: C1 blackout ; IR-2026-077
cite: ev-ir-reefer-c1
rel: occurred_at=yard-c1 investigated_by=marcus-bell delayed=vc-atlantica-frost
rel: involved_party=quaylink-drayage reviewed_at=sc-2026-07
tl: 2026-07-09T14:20:00Z | file:incident-log/IR-2026-077 | Substation 2 tripped at 38 °C.
One of the two substations feeding the reefer yard tripped on overload at 38 °C; 410 reefers
  were off power for up to 3 h 40 min. Six boxes of chilled meat went out of range and were
  surveyed; a haulier's gensets powered the priority units.

== inc-yamato-mooring | incidents/safety | note
title: 大和丸 係留索破断事故
aka: Yamato Maru mooring line failure ; IR-2026-036
cite: ev-ir-yamato-mooring
rel: occurred_at=berth-k7 involved_person=sato-kenichi investigated_by=marcus-bell
rel: during_call=vc-yamato-maru reviewed_at=sc-2026-03
tl: 2026-03-18T21:30:00Z | file:incident-log/IR-2026-036 | Forward spring line parted.
A forward spring line parted in a 40-knot gust while the ship was alongside; the snap-back zone
  was clear. The carrier's port captain produced the line certificates: the line was at the end
  of its service life.

== inc-b3-stack-collapse | incidents/safety | note
title: Empty stack collapse in block B3 during storm Kerrin
aka: Storm Kerrin stack collapse ; IR-2026-008
cite: ev-ir-b3-collapse
rel: occurred_at=yard-b3 involved_party=ostrava-trans investigated_by=olena-kovalenko
rel: reviewed_at=sc-2026-01
tl: 2026-01-21T16:50:00Z | file:incident-log/IR-2026-008 | Two rows of empties toppled.
Gusts of 31 m/s toppled two rows of empties stacked seven high; a parked haulier chassis was
  crushed. Work had not stopped at the wind limit because the depot anemometer was reading low.

== inc-dockers-strike | incidents/operations | note
title: 48-hour dockers' strike, April 2026
aka: April strike ; OD-2026-04
cite: ev-ir-strike ev-press-strike
rel: organised_by=arnholm-dockers-union involved_person=patrick-doyle,ayse-yildirim
rel: delayed=vc-karadeniz-yildizi,vc-saigon-lotus,vc-boreal-skua
rel: reviewed_at=tariff-labour-2026
tl: 2026-04-13T06:00:00Z | file:ops/disruptions/OD-2026-04 | Walk-out began.
tl: 2026-04-15T06:00:00Z | file:ops/disruptions/OD-2026-04 | Work resumed.
The union stopped all lashing, stevedoring and RTG work for 48 hours over night-shift premiums.
  Three ships were delayed and about 5,200 moves deferred.

== inc-tos-ransomware | incidents/operations | note
title: QuayMind ransomware outage, April 2026
aka: TOS cyber outage ; CY-2026-01
cite: ev-ir-tos-outage ev-press-cyber
rel: involved_equipment=quaymind-tos involved_party=brightline-automation
rel: investigated_by=ingrid-solberg delayed=vc-meridian-solace,vc-hanbit
rel: reviewed_at=sc-2026-05
tl: 2026-04-01T03:10:00Z | file:it/incidents/CY-2026-01 | Application servers encrypted.
tl: 2026-04-02T09:10:00Z | file:it/incidents/CY-2026-01 | Restored from offline backups.
Ransomware encrypted the application servers of the terminal operating system; operations ran
  on paper tally sheets for 30 hours until a restore from offline backups. No ransom was paid.

== inc-gate-ocr-queue | incidents/operations | note
title: Gate OCR failure and ring-road truck queue
aka: gate queue incident ; OD-2026-06
cite: ev-ir-gate-queue
rel: involved_equipment=gate-complex involved_party=redline-haulage,hollis-bros
rel: investigated_by=tomasz-wierzbicki
tl: 2026-06-02T07:30:00Z | file:ops/disruptions/OD-2026-06 | Plate reading failed at all lanes.
A firmware update left the OCR portals unable to read plates; manual processing cut gate
  throughput by two thirds and trucks queued 3 km onto the ring road for five hours.

== inc-rtg01-near-miss | incidents/safety | note
title: RTG01 near-miss with haulier tractor in block A1
aka: RTG01 near miss ; IR-2026-003
cite: ev-ir-rtg01
rel: occurred_at=yard-a1 involved_equipment=crane-rtg01 involved_person=jonas-petersen
rel: involved_party=fenwick-daughters investigated_by=marcus-bell reviewed_at=sc-2026-01
tl: 2026-01-09T11:45:00Z | file:incident-log/IR-2026-003 | Gantry stopped 1.2 m short.
A tractor entered the gantry's travel lane against the lane signals and the gantry stopped
  1.2 m short. The anti-collision sensors had been misaligned since a tyre change.

== inc-c2-dg-leak | incidents/safety | note
title: تسرب مادة خطرة في ساحة البضائع الخطرة C2
aka: C2 DG leak ; IR-2026-037
cite: ev-ir-c2-leak
rel: occurred_at=yard-c2 involved_party=zephyr-box involved_person=mohammed-al-husseini
rel: investigated_by=fatima-benali during_call=vc-gulf-falcon reviewed_at=sc-2026-03
tl: 2026-03-21T09:40:00Z | file:incident-log/IR-2026-037 | Tank valve leaking in the compound.
A tank container of sodium hydroxide solution (UN 1824, class 8) wept from its bottom valve in
  the compound; about 60 litres were held in the bund and neutralised. A haulier waiting to
  load was kept outside.

== inc-hanbit-pilot-ladder | incidents/safety | note
title: Обрыв лоцманского трапа на судне «Ханбит»
aka: Hanbit pilot ladder failure ; IR-2026-045
cite: ev-ir-hanbit-ladder
rel: involved_person=dmitri-volkov investigated_by=olena-kovalenko during_call=vc-hanbit
rel: reviewed_at=sc-2026-05
tl: 2026-04-02T05:20:00Z | file:incident-log/IR-2026-045 | Ladder side rope parted.
A side rope of the pilot ladder parted as the pilot climbed at the boarding ground, and he fell
  about 2 m onto the launch deck. The ladder was four years past its replacement date; the ship
  was held until a new ladder was rigged.

== inc-k4-lashing-bar | incidents/safety | note
title: Lashing bar fall injures lasher at K4
aka: K4 lashing injury ; IR-2026-049
cite: ev-ir-k4-lashing
rel: occurred_at=berth-k4 involved_party=mersa-lashing investigated_by=olena-kovalenko
rel: during_call=vc-karadeniz-yildizi reviewed_at=sc-2026-05
tl: 2026-04-16T03:30:00Z | file:incident-log/IR-2026-049 | Lasher struck by a falling bar.
A 4.5 m lashing bar slipped from the third tier during unlashing and struck a lasher's
  shoulder; he was off work for three weeks. Bars above the second tier are now handed down in
  pairs.

== inc-k10-barge-breakaway | incidents/operations | note
title: Barge breakaway at K10 on the spring tide
aka: K10 barge breakaway ; IR-2026-040
cite: ev-ir-k10-barge
rel: occurred_at=berth-k10 involved_equipment=crane-mhc01
rel: involved_person=sofia-lindgren,bianca-ferreira investigated_by=marcus-bell
rel: during_call=vc-barge-rotation-14 reviewed_at=sc-2026-05
tl: 2026-03-30T05:50:00Z | file:incident-log/IR-2026-040 | Stern lines parted at high water.
At high water on a spring tide a loaded barge's stern lines parted and it swung off the berth,
  hitting the crane's outrigger pad; a harbour tug pushed it back within 20 minutes.

== inc-qc03-brake-failure | incidents/safety | note
title: QC03 gantry brake failure
aka: QC03 brake fault ; IR-2026-050
cite: ev-ir-qc03-brake
rel: occurred_at=berth-k2 involved_equipment=crane-qc03 involved_person=bianca-ferreira
rel: involved_party=harbour-mechanical investigated_by=eleni-papadopoulou
rel: during_call=vc-boreal-skua reviewed_at=sc-2026-05
tl: 2026-04-16T15:05:00Z | file:incident-log/IR-2026-050 | Crane rolled 6 m in the wind.
tl: 2026-04-25T08:00:00Z | file:incident-log/IR-2026-050 | Back in service after load test.
The gantry brakes failed to hold during a gantry move in a 14 m/s wind and the crane rolled
  6 m before the storm pins were dropped. Worn linings had been noted at the January
  examination.

== inc-guild-work-to-rule | incidents/operations | note
title: Crane operators' work-to-rule, January 2026
aka: January work-to-rule ; OD-2026-01
cite: ev-ir-work-to-rule ev-press-union
rel: organised_by=crane-plant-guild involved_person=renata-silva,kim-min-jun
rel: involved_equipment=crane-qc09
tl: 2026-01-14T06:00:00Z | file:ops/disruptions/OD-2026-01 | Work-to-rule began.
tl: 2026-01-22T18:00:00Z | file:ops/disruptions/OD-2026-01 | Ended with a console agreement.
For nine days the guild's members refused overtime and ran only one remote console each,
  protesting the staffing plan for the remote crane pilot. It ended with an agreement on
  console ratios and a relief pool.

== inc-saigon-lotus-fire | incidents/safety | note
title: Cháy container trên tàu Sen Sài Gòn tại bến K4
aka: Saigon Lotus container fire ; IR-2026-052
cite: ev-ir-saigon-fire
rel: occurred_at=berth-k4 involved_party=saigon-green-shipping investigated_by=marcus-bell
rel: during_call=vc-saigon-lotus reviewed_at=sc-2026-05
tl: 2026-04-18T13:15:00Z | file:incident-log/IR-2026-052 | Smoke from a deck container.
Smoke rose from a deck container of e-bike batteries declared as furniture parts during
  discharge; the port fire brigade cooled it and it was landed to the dangerous goods compound.
"""

MEETINGS = """
== bw-2026-w05 | meetings/berth-window | meeting
title: Berth-window meeting, week 5 2026
aka: berth window week 5
cite: ev-min-bw-2026-w05
rel: chaired_by=nguyen-thi-huong
rel: attended_by=priya-raman,callum-reid,sofia-lindgren,ben-achterberg
rel: allocates_window_to=vc-boreal-tern,vc-meridian-aurora,vc-atlantica-breeze
The first berth-window meeting of February set windows for a Meridian deepwater call, a
  Boreal feeder and an Atlantica reefer ship; the barge shuttle moves to tidal slots at the
  barge berth from March.

== bw-2026-w09 | meetings/berth-window | meeting
title: Berth-window meeting, week 9 2026
aka: berth window week 9
cite: ev-min-bw-2026-w09
rel: chaired_by=nguyen-thi-huong
rel: attended_by=callum-reid,priya-raman,chloe-martin,yusuf-khalil,sato-kenichi
rel: allocates_window_to=vc-aegean-dawn,vc-gulf-falcon,vc-yamato-maru,vc-barge-rotation-14
rel: follows_up=bw-2026-w05
March windows: the Japanese port captain asked for two remote-ready cranes and a longer
  window; the Gulf service got the DG berth, with its hazardous cargo manifest due 48 hours
  ahead.

== bw-2026-w13 | meetings/berth-window | meeting
title: Berth-window meeting, week 13 2026
aka: berth window week 13
cite: ev-min-bw-2026-w13
rel: chaired_by=tomasz-wierzbicki
rel: attended_by=nguyen-thi-huong,callum-reid,hannah-cho,ben-achterberg
rel: allocates_window_to=vc-meridian-solace,vc-hanbit,vc-boreal-skua
rel: allocates_window_to=vc-karadeniz-yildizi,vc-saigon-lotus
rel: follows_up=bw-2026-w09
A heavy week with the union's strike notice on the table: contingency windows were prepared
  for five calls, and the dredging closure of the Old Mole root berth was moved to June.

== bw-2026-w17 | meetings/berth-window | meeting
title: Berth-window meeting, week 17 2026
aka: berth window week 17
cite: ev-min-bw-2026-w17
rel: chaired_by=nguyen-thi-huong attended_by=priya-raman,callum-reid,li-wanqing
rel: allocates_window_to=vc-meridian-halcyon,vc-dongyang-pearl,vc-aegean-meltemi
rel: follows_up=bw-2026-w13
After the strike backlog was cleared, early May windows were set for two deepwater calls and a
  daylight call at the Old Mole root berth.

== bw-2026-w21 | meetings/berth-window | meeting
title: Berth-window meeting, week 21 2026
aka: berth window week 21
cite: ev-min-bw-2026-w21
rel: chaired_by=tomasz-wierzbicki
rel: attended_by=nguyen-thi-huong,callum-reid,li-wanqing,mohammed-al-husseini
rel: allocates_window_to=vc-dongyang-harmony follows_up=bw-2026-w17
With the outer deepwater crane back from repair, the deepwater windows were restored; a
  Dongyang ship was put on the DG berth with lanes reserved in the compound.

== bw-halla-2026 | meetings/berth-window | meeting
title: 한라해운 선석 윈도우 협의 2026
aka: Halla berth-window consultation 2026
cite: ev-min-bw-halla-2026
rel: chaired_by=nguyen-thi-huong attended_by=hannah-cho,priya-raman
rel: negotiated_with=halla-shipping allocates_window_to=vc-halla-star
Consultation with the Busan carrier on its 2026 window: the weekly window moved from Thursday
  at K8 to Sunday at K7, so its ships can be worked by both remote-ready cranes.

== bw-2026-w27 | meetings/berth-window | meeting
title: Berth-window meeting, week 27 2026
aka: berth window week 27
cite: ev-min-bw-2026-w27
rel: chaired_by=nguyen-thi-huong attended_by=callum-reid,chloe-martin
rel: allocates_window_to=vc-atlantica-frost follows_up=bw-2026-w21
Summer week 27: the reefer call's window was confirmed with plugs reserved, and heatwave
  rounds for the reefer technicians were agreed.

== bw-mcl-q2 | meetings/berth-window | meeting
title: Quarterly berth-window review with Meridian Container Line, Q2 2026
aka: Meridian Q2 berth-window review
cite: ev-min-bw-mcl-q2
rel: chaired_by=rafael-dominguez attended_by=ben-achterberg,lars-eriksen,priya-raman
rel: negotiated_with=meridian-container-line
Quarterly review of berth productivity against the agreement (31.4 moves an hour against 32);
  the line asked for a Monday contingency window while the channel is dredged.

== sc-2026-01 | meetings/safety-committee | meeting
title: Safety committee, January 2026
aka: January safety committee
cite: ev-min-sc-2026-01
rel: chaired_by=eleni-papadopoulou
rel: attended_by=marcus-bell,olena-kovalenko,patrick-doyle,renata-silva,ingrid-solberg
First committee of the year: lane-signal enforcement for hauliers and RTG sensor checks after
  tyre changes; a new anemometer for the empties depot and a winter stacking limit.

== sc-2026-03 | meetings/safety-committee | meeting
title: Safety committee, March 2026
aka: March safety committee
cite: ev-min-sc-2026-03
rel: chaired_by=eleni-papadopoulou
rel: attended_by=olena-kovalenko,fatima-benali,marcus-bell,ayse-yildirim,tomasz-wierzbicki
rel: follows_up=sc-2026-01
Agreed fleet-wide replacement of twistlock sensors on the twin-lift spreaders, painted
  snap-back zones on the deepwater berths, and valve checks on tank containers before landing.

== sc-extraordinary-halcyon | meetings/safety-committee | meeting
title: Έκτακτη συνεδρίαση Επιτροπής Ασφαλείας — Meridian Halcyon
aka: Extraordinary safety committee, May 2026
cite: ev-min-sc-extraordinary-halcyon
rel: chaired_by=eleni-papadopoulou
rel: attended_by=marcus-bell,harriet-okafor,eva-schuster,hamish-grant,lars-eriksen
rel: attended_by=oluwaseun-adeyemi
Extraordinary session after a ship struck a crane boom: agreed an interlock keeping booms fully
  raised while a ship berths, and a 25-knot wind limit for berthing ships over 350 m.

== sc-2026-05 | meetings/safety-committee | meeting
title: Safety committee, May 2026
aka: May safety committee
cite: ev-min-sc-2026-05
rel: chaired_by=eleni-papadopoulou
rel: attended_by=olena-kovalenko,fatima-benali,marcus-bell,ayse-yildirim,renata-silva
rel: attended_by=ingrid-solberg follows_up=sc-2026-03
A long agenda after a hard April: monthly brake lining checks on the oldest cranes, pilot ladder
  reports before boarding, lashing bars handed down in pairs, and silt removal at the barge
  berth.

== sc-2026-07 | meetings/safety-committee | meeting
title: Safety committee, July 2026
aka: July safety committee
cite: ev-min-sc-2026-07
rel: chaired_by=eleni-papadopoulou
rel: attended_by=marcus-bell,fatima-benali,patrick-doyle,tomasz-wierzbicki
rel: follows_up=sc-2026-05
Agreed to replace hydraulic hose sets older than five years and to add a third transformer for
  the reefer yard before summer 2027, with a genset reserve contract meanwhile.

== tariff-mcl-2026 | meetings/tariff-talks | meeting
title: 2026 handling tariff negotiation with Meridian Container Line
aka: Meridian 2026 tariff negotiation
cite: ev-min-tariff-mcl-2026
rel: chaired_by=rafael-dominguez attended_by=ben-achterberg,lars-eriksen
rel: negotiated_with=meridian-container-line
Handling rates for 2026 rose 3.5% on 2025, in return for fixed Tuesday and Friday windows and a
  guaranteed 32 moves an hour.

== tariff-docl-2026 | meetings/tariff-talks | meeting
title: 2026年度码头装卸费率谈判 — 东洋远航
aka: Dongyang 2026 tariff negotiation
cite: ev-min-tariff-docl-2026
rel: chaired_by=rafael-dominguez attended_by=li-wanqing
rel: negotiated_with=dongyang-ocean-lines
Agreed a 4% volume rebate above 180,000 moves a year, transhipment free time extended to 14
  days, and a fixed Wednesday window.

== tariff-balttrans-storage | meetings/tariff-talks | meeting
title: Переговоры о тарифах на хранение с «Балттранс»
aka: Balttrans storage tariff talks
cite: ev-min-tariff-balttrans-storage
rel: chaired_by=rafael-dominguez attended_by=yusuf-khalil,timur-abenov
rel: negotiated_with=balttrans
Storage terms for the forwarder's bonded-warehouse flows: ten free days for empties, then a
  flat €9 per TEU per day.

== tariff-labour-2026 | meetings/tariff-talks | meeting
title: Dockers' wage and shift-premium talks 2026
aka: 2026 wage talks
cite: ev-min-tariff-labour-2026
rel: chaired_by=harriet-okafor attended_by=patrick-doyle,ayse-yildirim,tomasz-wierzbicki
rel: negotiated_with=arnholm-dockers-union
After the April walk-out the night-shift premium rose from 25% to 32% from 1 May 2026, with no
  further industrial action in 2026.

== tariff-apa-dues-2026 | meetings/tariff-talks | meeting
title: Port dues review with Arnholm Port Authority 2026
aka: port dues review 2026
cite: ev-min-tariff-apa-dues-2026
rel: chaired_by=harriet-okafor attended_by=rafael-dominguez,eva-schuster
rel: negotiated_with=arnholm-port-authority
Annual review of port dues: vessel dues up 2.5%, and the green-ship reduction kept.
"""

# --- evidence ----------------------------------------------------------------------------
# "== id | folder", then "title:", "aka:", "src:" (source ref) and "date:" lines, then the text.

EVIDENCE = """
== ev-reg-berth-register | evidence/registers
title: APA berth register 2026, Kestrel Bay terminal
src: web:arnholmport.example/berth-register-2026
date: 2026-01-05T08:00:00Z
Arnholm Port Authority, berth register for the Kestrel Bay container terminal (operator Kestrel
  Bay Terminals Ltd). Quay length and maximum permissible draft at chart datum, valid from
  1 January 2026.

- K1 Old Mole: 220 m, 11.0 m
- K2 Old Mole: 210 m, 11.0 m
- K3 Old Mole: 190 m, 10.5 m, daylight arrivals only
- K4 Eastern Quay: 300 m, 13.5 m
- K5 Eastern Quay: 300 m, 13.5 m
- K6 Eastern Quay: 280 m, 13.0 m, designated dangerous goods berth
- K7 Deepwater Extension: 400 m, 16.5 m
- K8 Deepwater Extension: 400 m, 16.5 m
- K9 Deepwater Extension: 380 m, 16.0 m
- K10 barge berth, inner basin: 150 m, 5.0 m, inland craft only

Drafts at K7 to K9 will be revised when the West Channel works are accepted.

== ev-reg-yard-layout | evidence/registers
title: Terminal yard layout plan, revision 12
src: file:engineering/yard-layout-rev12.txt
date: 2026-02-01T09:00:00Z
Kestrel Bay yard layout, revision 12. Capacities in TEU ground slots.

- A1 import stack: 1,400, RTG
- A2 export stack: 1,250, RTG
- B1 general stack: 1,600, RTG
- B2 transhipment: 1,500, RTG
- B3 empties depot: reach stackers, up to eight high, work stops at 16 m/s gusts
- C1 reefer yard: 840 reefer plugs on 14 racks
- C2 dangerous goods compound: 220, bunded, 3 m segregation lanes
- D1 and D2 automated stacks: 2,100 each, automated rail-mounted gantries
- E1 customs inspection area: drive-through X-ray scanner and six exam bays
- North Gate: 12 lanes, 8 in and 4 out, OCR portals

== ev-reg-org-chart | evidence/registers
title: Kestrel Bay Terminals organisation chart, March 2026
src: file:hr/org-chart-2026-03.txt
date: 2026-03-02T09:00:00Z
General manager: Harriet Okafor.

Reporting to the general manager:
- Operations manager: Tomasz Wierzbicki (vessel, yard, berth and barge planning; quay and yard
  operations; North Gate)
- Engineering and maintenance manager: Ingrid Solberg (cranes, IT, terminal operating system)
- Commercial manager: Rafael Domínguez (customer account management, tariffs)
- Head of health, safety and environment: Eleni Papadopoulou (safety officers, environmental
  compliance)

== ev-reg-broker-list | evidence/registers
title: Registered customs brokers at Arnholm, 2026
src: web:customs.arnholm.example/brokers-2026
date: 2026-01-02T08:00:00Z
Arnholm Customs District Office: brokers authorised to lodge declarations for goods at Kestrel
  Bay in 2026.

- Harbourside Customs Brokers, AEO, licence 114
- Veldt & Mos Douane B.V., licence 131
- Clearwave Brokerage, licence 142
- Demir Gümrük Müşavirliği Ltd. Şti., licence 157
- Lindqvist Tullombud AB, licence 163

Physical examinations take place in the inspection area inside the terminal.

== ev-reg-labour-schedule | evidence/registers
title: Stevedoring labour supply schedule 2026
src: file:ops/labour-supply-2026.txt
date: 2026-01-05T09:00:00Z
Gang supply by berth for 2026.

- Quayside Labour Cooperative: K1 to K3, two gangs per shift.
- Arnholm Stevedoring Ltd: K4 to K6, up to four gangs per shift, plus crane drivers on
  secondment.
- Mersa Lashing Services: lashing and unlashing at K4 and K7 to K9.
- Harbour Mechanical Services: crane fitters on call, 24 hours a day.

== ev-reg-tos-runbook | evidence/registers
title: QuayMind TOS operating runbook v9.2
src: file:it/quaymind-runbook-9.2.txt
date: 2025-12-01T09:00:00Z
Runbook for QuayMind 9.2 (vendor Brightline Automation). Covers vessel planning, yard
  allocation, gate transactions and the equipment control interface to QC09, QC10 and the
  automated gantries.

Manual fallback: paper tally sheets at each crane, the berth planner's whiteboard, and gate
  clerks keying transactions later. Recovery point objective 15 minutes; offline backups
  nightly.

== ev-cert-nordkran-fleet | evidence/certificates
title: Periodic thorough examination LC-2026-NK, quay cranes QC01–QC04
src: file:certificates/LC-2026-NK.txt
date: 2026-01-20T12:00:00Z
Norland Lifting Register. Periodic thorough examination of four Nordkran ship-to-shore cranes
  at Kestrel Bay: QC01 (1998, SWL 40 t), QC02 (1998, SWL 40 t), QC03 (2002, SWL 45 t), QC04
  (2004, SWL 45 t). All found safe to use.

Observations: boom hoist ropes on QC01 and QC02 at 70% of discard criteria; gantry brake
  linings on QC03 worn, to be monitored. Next examination due January 2027.

== ev-cert-qc03-repair | evidence/certificates
title: Return-to-service certificate QC03 after gantry brake repair
src: file:certificates/RTS-QC03-2026.txt
date: 2026-04-25T08:00:00Z
After the gantry brake failure of 16 April 2026, Harbour Mechanical Services replaced both
  gantry brake assemblies on QC03 (Nordkran, 2002). Load test at 110% of SWL on 24 April 2026
  satisfactory. QC03 returned to service on 25 April 2026.

== ev-cert-huadong-qc05-06 | evidence/certificates
title: 起重机定期检验证书 — QC05、QC06
aka: Huadong inspection certificate QC05 and QC06
src: file:certificates/HHM-QC05-06-2026.txt
date: 2026-02-10T08:00:00Z
华东重工机械有限公司售后服务部。
凯斯特湾码头（阿恩霍尔姆港）岸边集装箱起重机
QC05、QC06，2012年出厂，额定起重量65吨，外伸距19排。
2026年2月定期检验合格。QC06小车钢丝绳磨损超标，
建议于2026年3月底前更换。下次检验：2027年2月。

== ev-cert-qc07-qc08 | evidence/certificates
title: Inspection certificate LC-2025-HD2, quay cranes QC07 and QC08
src: file:certificates/LC-2025-HD2.txt
date: 2025-11-14T12:00:00Z
Norland Lifting Register. Huadong ship-to-shore cranes QC07 and QC08 (2014, SWL 65 t under a
  twin-lift spreader, 20 rows), examined 12 to 14 November 2025. Safe to use. QC08: the boom
  hoist hydraulic hose set is due for replacement by mid-2026.

== ev-cert-qc07-reinspection | evidence/certificates
title: Πιστοποιητικό επανεπιθεώρησης γερανού QC07
aka: QC07 re-inspection certificate
src: file:certificates/HLR-QC07-2026.txt
date: 2026-03-12T09:00:00Z
Hellenic Lifting Register. Επανεπιθεώρηση του γερανού γέφυρας QC07 (Huadong, 2014) στο
  τερματικό Kestrel Bay, μετά την πτώση εμπορευματοκιβωτίου της 6ης Μαρτίου 2026.
  Αντικαταστάθηκαν οι αισθητήρες θέσης των twistlocks του spreader. Δοκιμή φορτίου 110%
  επιτυχής. Ο γερανός κρίνεται ασφαλής για χρήση από τις 12 Μαρτίου 2026.

== ev-cert-qc09-qc10 | evidence/certificates
title: 検査証明書 — 岸壁クレーン QC09・QC10
aka: Hokushin inspection certificate QC09 and QC10
src: file:certificates/HOK-QC09-10-2026.txt
date: 2026-01-30T08:00:00Z
北辰クレーン株式会社 品質保証部。
ケストレルベイ・ターミナル向け遠隔操作対応岸壁クレーン
QC09・QC10（2021年製、定格荷重80トン、アウトリーチ24列）
の年次検査を実施し、合格と判定した。
遠隔操作卓との通信遅延は平均120ミリ秒。

== ev-cert-qc11-qc12 | evidence/certificates
title: Inspection certificate LC-2025-HD3, quay cranes QC11 and QC12
src: file:certificates/LC-2025-HD3.txt
date: 2025-12-02T12:00:00Z
Norland Lifting Register. Huadong ship-to-shore cranes QC11 and QC12 (2019, SWL 75 t, 23 rows)
  at the Deepwater Extension, examined 1 and 2 December 2025. Safe to use; no observations.

== ev-cert-qc12-structural | evidence/certificates
title: Structural inspection certificate QC12 after the boom strike
src: file:certificates/LC-2026-QC12-S.txt
date: 2026-05-19T12:00:00Z
After MV Meridian Halcyon struck the boom of QC12 at berth K9 on 8 May 2026, Norland Lifting
  Register inspected the boom tip, forestay and boom hinge. Two bent bracing members were
  replaced by Huadong's field team. QC12 cleared for service on 19 May 2026.

== ev-cert-mhc01 | evidence/certificates
title: Certificato di collaudo — gru mobile portuale MHC01
aka: MHC01 test certificate
src: file:certificates/TES-MHC01-2026.txt
date: 2026-02-25T10:00:00Z
Tessaro Mobile Cranes S.p.A. Collaudo annuale della gru mobile portuale MHC01 (anno 2016,
  portata 100 t) presso l'ormeggio chiatte K10 del terminal Kestrel Bay. Esito: idonea.
  Prossimo collaudo: febbraio 2027.

== ev-cert-rtg-fleet | evidence/certificates
title: Inspection certificate RTG01–RTG04 (Daeyang service)
aka: 검사 증명서 — RTG01~RTG04
src: file:certificates/DY-RTG-2026.txt
date: 2026-03-03T08:00:00Z
대양중공업 서비스본부. 케스트럴 베이 터미널 RTG01, RTG02 (2017년), RTG03, RTG04 (2018년)
  하이브리드 타이어식 갠트리 크레인 정기 검사 결과 모두 적합. RTG01은 2026년 1월
  근접 사고 이후 충돌 방지 센서를 교체함.

== ev-cert-rmg-commissioning | evidence/certificates
title: Commissioning certificate, automated RMG01 and RMG02
src: file:engineering/rmg-commissioning.txt
date: 2024-10-15T12:00:00Z
Hokushin Crane Co. and Brightline Automation certify the commissioning of the automated
  rail-mounted gantries RMG01 (block D1) and RMG02 (block D2) at Kestrel Bay on 15 October
  2024. Remote supervision from the operations room; first supervising operator Wiktor Nowak.

== ev-cert-operator-register | evidence/certificates
title: Crane operator licence register 2026
src: file:hr/operator-licences-2026.txt
date: 2026-01-10T09:00:00Z
Licensed crane operators at Kestrel Bay, 2026, with the machines they are rated on.

- Declan Murphy: STS (QC01, QC02)
- Bianca Ferreira: STS and mobile harbour crane (QC03, QC04, MHC01)
- Şükrü Öztürk: STS (QC05, QC06)
- Giorgos Karalis: STS (QC07, QC08)
- Aoife Brennan: STS (QC07, QC12)
- Kim Min-jun: STS including remote console (QC09, QC10)
- Lerato Mokoena: STS (QC11, QC12)
- Jonas Petersen: RTG (RTG01, RTG02)
- Somchai Wongyai: RTG (RTG03, RTG04)
- Wiktor Nowak: remote operations (RMG01, RMG02, QC09)

== ev-cert-pilot-roster | evidence/certificates
title: Pilotage licence roster 2026
src: web:arnholmport.example/pilot-roster-2026
date: 2026-01-03T08:00:00Z
Arnholm Port Authority: pilots licensed for the Arnholm district, employed by Arnholm Pilotage
  Service.

- Capt. Dmitri Volkov: class A, unrestricted, including the Deepwater Extension
- Capt. Annelies de Vries: class A
- Capt. Oluwaseun Adeyemi: class A
- Capt. Marco Bellandi: class B, ships up to 300 m

Pilotage is compulsory for ships over 90 m.

== ev-cert-haulier-accreditation | evidence/certificates
title: Haulier gate accreditation list 2026
src: file:gate/haulier-accreditation-2026.txt
date: 2026-01-06T08:00:00Z
Hauliers accredited for North Gate access in 2026, with accredited tractors.

- Redline Haulage: 142
- Fenwick & Daughters Transport: 38
- Ostrava Trans s.r.o.: 55
- Quaylink Drayage: 61, reefer gensets
- Hollis Bros Haulage: 24
- Zephyr Box Movers: 19, ADR certified for dangerous goods

== ev-cert-dg-compound | evidence/certificates
title: DG compound C2 licence and inspection 2026
src: file:certificates/APA-DG-C2-2026.txt
date: 2026-01-14T12:00:00Z
Arnholm Port Authority dangerous goods licence for compound C2 at Kestrel Bay. Permitted IMDG
  classes: 1.4, 2, 3, 6.1, 8 and 9; class 7 in transit only. Berth K6 is the designated berth
  for ships carrying class 1 and class 7. Inspected 14 January 2026, no findings.

== ev-tariff-handling-2026 | evidence/tariffs
title: KBT terminal handling tariff 2026
src: web:kestrelbay.example/tariffs/handling-2026
date: 2026-02-01T00:00:00Z
Kestrel Bay Terminals Ltd, handling tariff effective 1 February 2026.

- Load or discharge, full 20 ft: €118; full 40 ft: €162
- Empty 20 ft: €74; empty 40 ft: €96
- Restow on board: €95; restow via quay: €190
- Twin-lift: no surcharge

== ev-tariff-storage-2026 | evidence/tariffs
title: KBT storage and demurrage tariff 2026
src: web:kestrelbay.example/tariffs/storage-2026
date: 2026-02-01T00:00:00Z
Free time: import 5 days, export 7 days, empties 10 days, transhipment 14 days. After free
  time: €12 per TEU per day for days 1 to 7, €25 from day 8. Boxes in the dangerous goods
  compound pay double rates.

== ev-tariff-reefer-2026 | evidence/tariffs
title: KBT reefer plug-in and monitoring tariff 2026
src: web:kestrelbay.example/tariffs/reefer-2026
date: 2026-02-01T00:00:00Z
Reefer electricity and monitoring in the reefer yard: €38 per reefer per day or part, including
  monitoring four times a day. Pre-trip inspection: €65. Genset hire for off-terminal moves on
  request.

== ev-tariff-port-dues-2026 | evidence/tariffs
title: APA port dues schedule 2026
src: web:arnholmport.example/dues-2026
date: 2026-03-01T00:00:00Z
Arnholm Port Authority port dues from 1 March 2026: vessel dues €0.41 per gross tonne per call;
  cargo dues €3.10 per TEU. Ships scoring above 50 on the environmental ship index get 15% off
  vessel dues.

== ev-tariff-karadeniz-tr | evidence/tariffs
title: 2026 liman hizmet tarifesi — Karadeniz Denizcilik özel fiyatları
aka: Karadeniz special handling rates 2026
src: file:contracts/karadeniz-tarife-2026.txt
date: 2026-01-25T09:00:00Z
Kestrel Bay Terminals Ltd ile Karadeniz Denizcilik A.Ş. arasında 2026 yılı için özel elleçleme
  fiyatları: 20 ft dolu konteyner 109 €, 40 ft dolu 151 €, boş konteyner 68 €. K4 rıhtımında
  haftalık sabit yanaşma penceresi: Salı 06:00.

== ev-ba-meridian-2026 | evidence/agreements
title: Berth agreement KBT – Meridian Container Line 2026
src: file:contracts/ba-mcl-2026.txt
date: 2026-01-20T09:00:00Z
Berth agreement between Kestrel Bay Terminals Ltd and Meridian Container Line, 1 February 2026
  to 31 January 2027.

- Fixed windows: Tuesday 14:00 at K7 and Friday 06:00 at K8, 36 hours each.
- Guaranteed productivity: 32 gross moves per hour per ship with at least two quay cranes.
- A window missed by the line by more than 8 hours is released; the terminal offers the next
  free slot.

Signed for the terminal by Harriet Okafor; account manager Ben Achterberg.

== ev-ba-boreal-2026 | evidence/agreements
title: Feeder berth agreement KBT – Boreal Feeder Services 2026
src: file:contracts/ba-boreal-2026.txt
date: 2026-01-20T10:00:00Z
Boreal's three Baltic loops (Gdynia, Klaipėda and Helsinki) get berth on arrival at K1 and K2
  with a 6-hour tolerance. The Arnholm to Kessel barge shuttle keeps two tidal slots a day at
  K10. Boreal Feeder Services is a wholly owned subsidiary of Meridian Container Line, and its
  volumes count towards the Meridian group rebate.

== ev-ba-dongyang-2026 | evidence/agreements
title: 泊位使用协议 — 东洋远航集装箱运输 2026
aka: Dongyang berth agreement 2026
src: file:contracts/ba-docl-2026.txt
date: 2026-02-20T09:00:00Z
凯斯特湾码头有限公司与东洋远航集装箱运输（DOCL）
2026年泊位使用协议。每周固定窗口：周三22:00，
K8或K9泊位，作业时间30小时。保证效率：每船每小时30自然箱。
中转箱免费堆存期14天。客户经理：李婉清。

== ev-ba-yamato-2026 | evidence/agreements
title: バース使用契約書 — 大和海運 2026年
aka: Yamato Kaiun berth agreement 2026
src: file:contracts/ba-yamato-2026.txt
date: 2026-01-22T09:00:00Z
ケストレルベイ・ターミナル株式会社と大和海運株式会社の
2026年バース使用契約。隔週水曜日、K7バース、ウィンドウ32時間。
遠隔操作対応の岸壁クレーン2基を配置する。
ポートキャプテン：佐藤健一。担当アカウントマネージャー：ハンナ・チョ。

== ev-ba-halla-2026 | evidence/agreements
title: 선석 사용 계약서 — 한라해운 2026
aka: Halla Shipping berth agreement 2026
src: file:contracts/ba-halla-2026.txt
date: 2026-01-23T09:00:00Z
케스트럴 베이 터미널과 한라해운의 2026년 선석 사용 계약. 매주 목요일 K8 선석,
  작업 시간 30시간. 담당 어카운트 매니저: 한나 조 (Hannah Cho).

== ev-ba-aegean-2026 | evidence/agreements
title: Σύμβαση χρήσης θέσης πρόσδεσης — Ναυτιλιακή Αιγαίου 2026
aka: Aegean Navigation berth agreement 2026
src: file:contracts/ba-aegean-2026.txt
date: 2026-01-26T09:00:00Z
Σύμβαση μεταξύ της Kestrel Bay Terminals Ltd και της Ναυτιλιακής Αιγαίου για το 2026. Πλοία
  έως 4.500 TEU στις θέσεις K3 (μόνο ημέρα) και K5. Παράθυρο κάθε Πέμπτη, 24 ώρες. Υπεύθυνη
  λογαριασμού: Li Wanqing.

== ev-ba-karadeniz-2026 | evidence/agreements
title: Rıhtım kullanım sözleşmesi — Karadeniz Denizcilik 2026
aka: Karadeniz berth agreement 2026
src: file:contracts/ba-karadeniz-2026.txt
date: 2026-01-25T10:00:00Z
Kestrel Bay Terminals Ltd ile Karadeniz Denizcilik A.Ş. arasında 2026 yılı rıhtım kullanım
  sözleşmesi. Haftalık sabit pencere: Salı 06:00, K4 rıhtımı, 28 saat. Özel elleçleme
  fiyatları ayrı tarifededir. Müşteri temsilcisi: Yusuf Khalil.

== ev-ba-gulf-2026 | evidence/agreements
title: اتفاقية استخدام الرصيف — شركة الخليج للملاحة 2026
aka: Gulf Navigation berth agreement 2026
src: file:contracts/ba-gnc-2026.txt
date: 2026-01-28T09:00:00Z
اتفاقية بين محطة كيسترل باي وشركة الخليج للملاحة لعام 2026. نافذة أسبوعية يوم الجمعة على
  الرصيف K6 المخصص للبضائع الخطرة، مدتها 30 ساعة. يجب تقديم بيان البضائع الخطرة قبل 48
  ساعة من الوصول. مدير الحساب: يوسف خليل.

== ev-ba-atlantica-2026 | evidence/agreements
title: Reefer berth agreement KBT – Atlantica Reefer Lines 2026
src: file:contracts/ba-atlantica-2026.txt
date: 2026-01-21T09:00:00Z
Atlantica Reefer Lines calls K5 every Wednesday. The terminal guarantees 500 reefer plugs in
  yard C1 within two hours of discharge, pre-trip inspection on request, and monitoring four
  times a day at the published reefer tariff. Account manager: Chloé Martin.

== ev-ba-saigon-2026 | evidence/agreements
title: Hợp đồng sử dụng cầu bến — Sài Gòn Xanh 2026
aka: Saigon Green berth agreement 2026
src: file:contracts/ba-saigon-2026.txt
date: 2026-01-30T09:00:00Z
Hợp đồng giữa Kestrel Bay Terminals Ltd và Công ty Vận tải Biển Sài Gòn Xanh năm 2026. Cửa sổ
  hai tuần một lần vào thứ Bảy tại bến K4, 24 giờ. Dịch vụ bắt đầu từ tháng 2 năm 2026. Người
  quản lý khách hàng: Chloé Martin.
"""

EVIDENCE += """
== ev-ir-qc07-drop | evidence/incident-reports
title: Incident report IR-2026-031: container drop from QC07
src: file:incident-log/IR-2026-031.txt
date: 2026-03-07T10:00:00Z
Time: 6 March 2026, 02:15. Place: berth K5, quay crane QC07, vessel Aegean Dawn. Driver:
  Giorgos Karalis. Investigator: Olena Kovalenko.

A loaded 40 ft container (24.6 t) fell about 9 m from the spreader onto the apron as the crane
  began to hoist. Twistlocks 3 and 4 showed locked on the cab display but were not engaged.
  Nobody was inside the exclusion zone. Root cause: a failed twistlock position sensor giving a
  false locked signal. Actions: sensors replaced on all twin-lift spreaders; QC07 re-inspected
  before return to service.

== ev-ir-halcyon | evidence/incident-reports
title: Incident report IR-2026-058: Meridian Halcyon allision with QC12
src: file:incident-log/IR-2026-058.txt
date: 2026-05-10T10:00:00Z
Time: 8 May 2026, 17:40. Place: berth K9. Pilot: Capt. Oluwaseun Adeyemi. Driver in the QC12
  cab: Lerato Mokoena. Investigator: Marcus Bell.

While berthing in gusts to 30 knots, the port bridge wing of MV Meridian Halcyon struck the
  boom of QC12, which stood at 70% instead of fully raised. Two boom bracing members were bent.
  Nobody was hurt. Finding: the boom-up check was skipped at shift change; no pilotage error.
  The call was worked with QC11. Dongyang Pearl was delayed 20 hours and moved to K8.

== ev-ir-qc08-leak | evidence/incident-reports
title: Incident report IR-2026-064: hydraulic oil spill from QC08
src: file:incident-log/IR-2026-064.txt
date: 2026-05-27T10:00:00Z
26 May 2026, 10:05, berth K6, vessel Dongyang Harmony. Reported by crane driver Giorgos
  Karalis; investigated by environmental officer Fatima Zahra Benali.

A boom hoist hydraulic hose burst. About 180 litres of oil reached the apron and an estimated
  25 litres the dock water. Floating booms and absorbents were deployed within 20 minutes and
  the port authority was notified. The hose set had been flagged for replacement at the
  November 2025 examination.

== ev-ir-reefer-c1 | evidence/incident-reports
title: Incident report IR-2026-077: reefer yard C1 power loss
src: file:incident-log/IR-2026-077.txt
date: 2026-07-10T10:00:00Z
9 July 2026, 14:20, reefer yard C1, air temperature 38 °C. Investigator: Marcus Bell.

Substation 2 tripped on overload and 410 reefers lost power for up to 3 h 40 min. Discharge of
  Atlantica Frost paused for four hours. Six boxes of chilled meat went more than 2 °C above
  set point and were surveyed. Quaylink Drayage gensets powered 40 priority units. Action: a
  third transformer before summer 2027.

== ev-ir-yamato-mooring | evidence/incident-reports
title: 事故報告書 IR-2026-036：大和丸 係留索破断
aka: Yamato Maru mooring line report
src: file:incident-log/IR-2026-036.txt
date: 2026-03-19T10:00:00Z
2026年3月18日21時30分、K7バース。大和丸の船首スプリングラインが
突風（40ノット）で破断した。スナップバック区域は無人で、負傷者なし。
調査担当：マーカス・ベル（Marcus Bell）。
大和海運のポートキャプテン佐藤健一が係留索の証明書を提出した。
係留索は耐用年数の末期であった。

== ev-ir-b3-collapse | evidence/incident-reports
title: Incident report IR-2026-008: empty stack collapse in block B3
src: file:incident-log/IR-2026-008.txt
date: 2026-01-22T10:00:00Z
21 January 2026, storm Kerrin. Gusts to 31 m/s toppled two rows of empties stacked seven high
  in the empties depot; a parked chassis belonging to Ostrava Trans was crushed. Nobody was
  hurt. The depot anemometer read 30% low because of a failed bearing, so work did not stop at
  the 16 m/s limit. Investigator: Olena Kovalenko.

== ev-ir-strike | evidence/incident-reports
title: Operational disruption report OD-2026-04: dockers' strike
src: file:ops/disruptions/OD-2026-04.txt
date: 2026-04-16T10:00:00Z
The Arnholm Dockers' Union stopped work from 06:00 on 13 April to 06:00 on 15 April 2026 over
  night-shift premiums. Lashing, stevedoring and RTG driving stopped terminal-wide.

Delayed: Karadeniz Yıldızı (40 hours at anchor), Sen Sài Gòn (30 hours), Boreal Skua (22
  hours). About 5,200 moves deferred. Union side: Patrick Doyle, branch secretary, and Ayşe
  Yıldırım, shop steward.

== ev-ir-tos-outage | evidence/incident-reports
title: Cyber incident report CY-2026-01: QuayMind ransomware outage
src: file:it/incidents/CY-2026-01.txt
date: 2026-04-05T10:00:00Z
At 03:10 on 1 April 2026 ransomware encrypted the QuayMind application servers. Operations
  switched to paper tally sheets; the berth planners ran the quay from whiteboards. Systems
  were restored from offline backups after 30 hours and no ransom was paid. Meridian Solace
  sailed 24 hours late and Hanbit 26 hours late. Investigation led by Ingrid Solberg with the
  vendor, Brightline Automation.

== ev-ir-gate-queue | evidence/incident-reports
title: Operational disruption report OD-2026-06: gate OCR failure
src: file:ops/disruptions/OD-2026-06.txt
date: 2026-06-03T10:00:00Z
On 2 June 2026 a firmware update left the North Gate OCR portals unable to read number plates.
  Clerks processed trucks by hand; throughput fell by two thirds and the queue reached 3 km on
  the ring road for five hours. Redline Haulage and Hollis Bros Haulage complained about
  waiting time. Investigated by Tomasz Wierzbicki.

== ev-ir-rtg01 | evidence/incident-reports
title: Incident report IR-2026-003: RTG01 near-miss
src: file:incident-log/IR-2026-003.txt
date: 2026-01-10T10:00:00Z
9 January 2026, 11:45, import block A1. A Fenwick & Daughters tractor entered the gantry's
  travel lane against the red lane signal; RTG01, driven by Jonas Petersen, stopped 1.2 m
  short. The anti-collision sensors had been misaligned since a tyre change in December.
  Investigator: Marcus Bell.

== ev-ir-c2-leak | evidence/incident-reports
title: تقرير حادث IR-2026-037: تسرب في ساحة البضائع الخطرة C2
aka: C2 DG leak report
src: file:incident-log/IR-2026-037.txt
date: 2026-03-22T10:00:00Z
في 21 مارس 2026 تسربت حاوية صهريجية تحتوي على محلول هيدروكسيد الصوديوم (UN 1824، الفئة 8)
  من صمامها السفلي في ساحة البضائع الخطرة C2 بعد تفريغها من السفينة غلف فالكون. تم احتواء
  نحو 60 لتراً في الحوض وتحييدها. احتُجزت شاحنة تابعة لشركة زفير خارج الساحة. المحققة: فاطمة
  الزهراء بن علي. مخطط الساحة: محمد الحسيني.

== ev-ir-hanbit-ladder | evidence/incident-reports
title: Отчёт об инциденте IR-2026-045: обрыв лоцманского трапа
aka: Hanbit pilot ladder report
src: file:incident-log/IR-2026-045.txt
date: 2026-04-03T10:00:00Z
2 апреля 2026 г., якорная стоянка Arnholm Roads. При посадке лоцмана Дмитрия Волкова на судно
  «Ханбит» (Hanbit) оборвался боковой трос лоцманского трапа. Лоцман упал примерно с 2 м на
  палубу лоцманского катера и получил ушибы. Трап был на четыре года старше срока замены.
  Судно задержано до установки нового трапа. Расследование: Олена Коваленко.

== ev-ir-k4-lashing | evidence/incident-reports
title: Incident report IR-2026-049: lashing bar fall at K4
src: file:incident-log/IR-2026-049.txt
date: 2026-04-17T10:00:00Z
16 April 2026, berth K4, vessel Karadeniz Yıldızı. A 4.5 m lashing bar slipped from the third
  tier during unlashing and struck a Mersa Lashing Services lasher on the shoulder; three weeks
  off work. Investigator: Olena Kovalenko. Action: above the second tier, bars are handed down
  by two lashers.

== ev-ir-k10-barge | evidence/incident-reports
title: Incident report IR-2026-040: barge breakaway at K10
src: file:incident-log/IR-2026-040.txt
date: 2026-03-31T10:00:00Z
30 March 2026, high water springs, berth K10. The stern lines of a loaded barge on shuttle
  rotation 14 parted; the barge swung off and struck the outrigger pad of MHC01. A harbour tug
  pushed it back within 20 minutes. The crane driver, Bianca Ferreira, stopped the crane; barge
  planner Sofia Lindgren was on the berth. Investigator: Marcus Bell. Barges are grounding at
  low water: silt removal recommended.

== ev-ir-qc03-brake | evidence/incident-reports
title: Incident report IR-2026-050: QC03 gantry brake failure
src: file:incident-log/IR-2026-050.txt
date: 2026-04-17T11:00:00Z
16 April 2026, berth K2, vessel Boreal Skua. During a gantry move in a 14 m/s wind the gantry
  brakes of QC03 did not hold and the crane rolled 6 m before the driver, Bianca Ferreira,
  dropped the storm pins. Worn linings had been noted at the January examination; Harbour
  Mechanical Services replaced both brake assemblies. Investigator: Eleni Papadopoulou.

== ev-ir-work-to-rule | evidence/incident-reports
title: Operational disruption report OD-2026-01: operators' work-to-rule
src: file:ops/disruptions/OD-2026-01.txt
date: 2026-01-26T10:00:00Z
From 14 to 22 January 2026 members of the Crane & Plant Operators Guild refused overtime and
  would run only one remote console each, protesting the staffing plan for the remote pilot on
  QC09. Guild representative: Renata Silva. Ended by agreement: one operator per console and a
  relief pool.

== ev-ir-saigon-fire | evidence/incident-reports
title: Báo cáo sự cố IR-2026-052: cháy container trên tàu Sen Sài Gòn
aka: Saigon Lotus fire report
src: file:incident-log/IR-2026-052.txt
date: 2026-04-19T10:00:00Z
Ngày 18 tháng 4 năm 2026, bến K4. Trong lúc dỡ hàng, thuyền viên phát hiện khói từ một
  container khai báo là phụ tùng đồ gỗ nhưng thực tế chứa pin xe đạp điện. Đội cứu hỏa cảng
  làm mát container, sau đó container được đưa vào bãi hàng nguy hiểm C2. Không có người bị
  thương. Điều tra viên: Marcus Bell. Hãng tàu: Sài Gòn Xanh.

== ev-cn-meridian-aurora | evidence/customs
title: Customs notice CN-2026-0213: Meridian Aurora manifest hold
src: file:customs/CN-2026-0213.txt
date: 2026-02-13T08:00:00Z
Arnholm Customs District Office. Vessel Meridian Aurora, call 2026-07, berth K7. A hold is
  placed on 14 containers of consumer electronics: declared weights differ from the manifest by
  more than 10%. Containers to inspection area E1 for physical examination. Forwarder: Northwind
  Logistics (Grace Mbeki). Declarant: Kwame Asante, Harbourside Customs Brokers. Released on
  15 February 2026 after examination.

== ev-cn-dongyang-pearl | evidence/customs
title: 海关通知 CN-2026-0510：东洋明珠 转运货物查验
aka: Dongyang Pearl customs notice
src: file:customs/CN-2026-0510.txt
date: 2026-05-10T16:00:00Z
阿恩霍尔姆海关区办公室。船名：东洋明珠（Dongyang Pearl），
第11航次，K8泊位。发往波罗的海的转运货物中，
6个集装箱需在E1查验区扫描。
货运代理：Thai Marine Logistics。报关行：Lindqvist Tullombud。

== ev-cn-yamato-maru | evidence/customs
title: 税関通知 CN-2026-0318：大和丸 輸入貨物検査
aka: Yamato Maru customs notice
src: file:customs/CN-2026-0318.txt
date: 2026-03-18T12:00:00Z
アルンホルム税関。大和丸（第27次寄港、K7）の自動車部品
コンテナ22本をE1検査場でのX線検査の対象に指定する。
フォワーダー：Northwind Logistics。通関業者：Harbourside Customs Brokers。

== ev-cn-gulf-falcon | evidence/customs
title: إشعار جمركي CN-2026-0320: غلف فالكون
aka: Gulf Falcon customs notice
src: file:customs/CN-2026-0320.txt
date: 2026-03-20T06:00:00Z
مكتب جمارك أرنهولم. السفينة غلف فالكون (Gulf Falcon)، الرصيف K6. على متنها 180 حاوية بضائع
  خطرة للتفريغ في ساحة C2. يجب تقديم إقرارات البضائع الخطرة قبل التفريغ. وكيل الشحن: Orbis
  Cargo. المخلص الجمركي: Veldt & Mos Douane.

== ev-cn-karadeniz | evidence/customs
title: Gümrük bildirimi CN-2026-0415: Karadeniz Yıldızı
aka: Karadeniz Yildizi customs notice
src: file:customs/CN-2026-0415.txt
date: 2026-04-15T08:00:00Z
Arnholm Gümrük Bölge Müdürlüğü. Gemi: Karadeniz Yıldızı, K4 rıhtımı. Balttrans adına taşınan 9
  konteyner, transit beyanı eksik olduğundan bekletilmektedir. Gümrük müşaviri: Demir Gümrük
  Müşavirliği.

== ev-cn-saigon-lotus | evidence/customs
title: Customs notice CN-2026-0418: Saigon Lotus import release
aka: Sen Sài Gòn customs notice
src: file:customs/CN-2026-0418.txt
date: 2026-04-18T18:00:00Z
Arnholm Customs. Vessel Sen Sài Gòn (Saigon Lotus), berth K4. 31 containers of garments
  released. One container declared as furniture parts is held for investigation after a fire
  on board: it held lithium e-bike batteries. Forwarder: Thai Marine Logistics. Broker:
  Lindqvist Tullombud.

== ev-cn-hanbit | evidence/customs
title: Customs notice CN-2026-0403: Hanbit scanning list
src: file:customs/CN-2026-0403.txt
date: 2026-04-03T08:00:00Z
Arnholm Customs. Vessel Hanbit, berth K8. 11 containers selected for X-ray scanning at E1
  because the terminal kept a manual tally during its system outage. Forwarder: Orbis Cargo.
  Broker: Veldt & Mos Douane.

== ev-cn-atlantica-frost | evidence/customs
title: Customs notice CN-2026-0709: Atlantica Frost veterinary checks
src: file:customs/CN-2026-0709.txt
date: 2026-07-09T08:00:00Z
Arnholm Customs and veterinary border inspection. Vessel Atlantica Frost, berth K5, 460
  reefers. 18 reefers of frozen beef selected for documentary and physical veterinary checks.
  Forwarder: Castellan Freight. Broker: Harbourside Customs Brokers.

== ev-cn-aegean-meltemi | evidence/customs
title: Customs notice CN-2026-0503: Aegean Meltemi excise hold
src: file:customs/CN-2026-0503.txt
date: 2026-05-03T08:00:00Z
Arnholm Customs. Vessel Aegean Meltemi, berth K3. Four containers of Portuguese wine held for
  excise document checks. Forwarder: Pereira & Filhos Transitários. Broker: Veldt & Mos Douane.
"""

EVIDENCE += """
== ev-press-west-channel | evidence/press
title: Baggerwerken in de westelijke vaargeul van Arnholm van start
aka: West Channel dredging starts (press)
src: web:havennieuws.example/west-channel
date: 2025-10-07T07:00:00Z
Van Houtem Baggerwerken is begonnen met het verdiepen van de westelijke vaargeul naar de
  Kestrel Bay-terminal. De vaargeul en de ligplaatsen K7 tot en met K9 gaan van 16,5 naar 17,5
  meter (K9: 17,0 meter); in totaal wordt 4,2 miljoen kubieke meter gebaggerd.
  Projectdirecteur Piet van Houtem verwacht oplevering medio 2027. Daarna kunnen schepen van
  24.000 TEU bij elk getij binnenkomen.

== ev-press-automation | evidence/press
title: Kestrel Bay orders automated stacking cranes from Hokushin
src: web:arnholmtimes.example/asc-order
date: 2023-03-14T10:00:00Z
Kestrel Bay Terminals has ordered two automated rail-mounted gantries from Hokushin Crane of
  Yokohama, with control software from Brightline Automation, to convert two blocks behind the
  Deepwater Extension. Commissioning is planned for late 2024. The terminal said the order
  prepares for remote operation of its deepwater quay cranes.

== ev-press-strike | evidence/press
title: Dockers walk out for 48 hours at Kestrel Bay
src: web:arnholmtimes.example/dockers-strike
date: 2026-04-13T18:00:00Z
Members of the Arnholm Dockers' Union walked out at 6 am on Monday at the Kestrel Bay container
  terminal over night-shift premiums. Branch secretary Patrick Doyle said the terminal had
  "ignored three years of inflation". Shop steward Ayşe Yıldırım said lashers on the Eastern
  Quay worked the hardest nights in the port. Three ships were waiting at anchor by the evening.

== ev-press-cyber | evidence/press
title: Ransomware halts Arnholm container terminal for 30 hours
src: web:arnholmtimes.example/terminal-ransomware
date: 2026-04-02T16:00:00Z
A ransomware attack shut down the terminal operating system at Kestrel Bay early on Wednesday.
  Staff switched to paper and the terminal said no ransom would be paid. Two ships were delayed
  by about a day before systems came back 30 hours later.

== ev-press-saigon-green | evidence/press
title: Sài Gòn Xanh mở tuyến mới từ Việt Nam đến Arnholm
aka: Saigon Green launches Arnholm service (press)
src: web:baohanghai.example/sai-gon-xanh-arnholm
date: 2026-02-03T03:00:00Z
Công ty Vận tải Biển Sài Gòn Xanh khai trương tuyến hai tuần một chuyến từ Thành phố Hồ Chí
  Minh đến cảng Arnholm từ tháng 2 năm 2026, chủ yếu chở đồ gỗ và hàng may mặc. Tàu cập bến K4
  tại cảng container Kestrel Bay.

== ev-press-thai-marine | evidence/press
title: ไทยมารีน โลจิสติกส์ เปิดสำนักงานที่ท่าเรืออาร์นโฮล์ม
aka: Thai Marine Logistics opens Arnholm office (press)
src: web:thailogisticsnews.example/thai-marine-arnholm
date: 2026-01-12T03:00:00Z
ไทยมารีน โลจิสติกส์ บริษัทตัวแทนขนส่งสินค้าจากกรุงเทพฯ เปิดสำนักงานใหม่ที่ท่าเรืออาร์นโฮล์ม
  เพื่อดูแลสินค้านำเข้าจากเอเชียตะวันออกเฉียงใต้ ผ่านสายเรือไซ่ง่อนกรีนและตงหยาง

== ev-press-huadong | evidence/press
title: 华东重工向凯斯特湾码头交付两台岸桥
aka: Huadong delivers two STS cranes (press)
src: web:hhm.example/news/2019-kestrel-bay
date: 2019-06-20T02:00:00Z
华东重工机械有限公司今天宣布，两台岸边集装箱起重机
（QC11、QC12）已运抵阿恩霍尔姆港凯斯特湾码头深水泊位。
起重机额定起重量75吨，外伸距23排。
这是华东重工为该码头交付的第五台和第六台岸桥。

== ev-press-gm-appointment | evidence/press
title: Harriet Okafor named general manager of Kestrel Bay Terminals
src: web:arnholmtimes.example/okafor-gm
date: 2025-07-15T09:00:00Z
Kestrel Bay Terminals has appointed Harriet Okafor as general manager from 1 September 2025.
  She joins from Lagos, where she ran a container terminal for nine years. The terminal handled
  1.8 million TEU in 2024.

== ev-press-halcyon | evidence/press
title: Container ship strikes crane at Arnholm
src: web:arnholmtimes.example/halcyon-crane
date: 2026-05-09T08:00:00Z
The 17,000 TEU Meridian Halcyon struck the boom of a ship-to-shore crane while berthing at the
  Kestrel Bay terminal on Friday evening in strong winds. Nobody was hurt. The port authority
  has opened an inquiry.

== ev-press-daeyang | evidence/press
title: 대양중공업, 아른홀름 케스트럴 베이 터미널에 RTG 4기 공급
aka: Daeyang supplies four RTGs (press)
src: web:daeyang.example/news/2017-arnholm
date: 2017-05-02T01:00:00Z
대양중공업은 아른홀름 항 케스트럴 베이 터미널에 하이브리드 타이어식 갠트리 크레인(RTG)
  4기를 공급하는 계약을 체결했다고 밝혔다. 2기는 2017년, 2기는 2018년에 인도된다.

== ev-press-gulf | evidence/press
title: شركة الخليج للملاحة تطلق خدمة أسبوعية إلى أرنهولم
aka: Gulf Navigation launches weekly Arnholm service (press)
src: web:gulfshippingnews.example/gnc-arnholm
date: 2026-01-08T06:00:00Z
أعلنت شركة الخليج للملاحة ومقرها الدمام عن إطلاق خدمة أسبوعية جديدة بين الخليج العربي وشمال
  أوروبا تتوقف في محطة كيسترل باي في ميناء أرنهولم اعتباراً من فبراير 2026، لنقل
  البتروكيماويات والبوليمرات، بما في ذلك بضائع خطرة.

== ev-press-union | evidence/press
title: Crane operators begin work-to-rule over remote consoles
src: web:arnholmtimes.example/guild-work-to-rule
date: 2026-01-14T17:00:00Z
The Crane & Plant Operators Guild began a work-to-rule at Kestrel Bay today, refusing overtime
  and limiting each operator to one remote console. Guild representative Renata Silva said the
  plan for the remote pilot "puts two cranes on one pair of eyes". Operator Kim Min-jun, among
  the first trained on the consoles, said the system worked well at one crane per operator.

== ev-press-balttrans | evidence/press
title: «Балттранс» открывает склад рядом с терминалом Кестрел-Бэй
aka: Balttrans opens warehouse near the terminal (press)
src: web:baltlogistika.example/balttrans-arnholm
date: 2025-11-20T08:00:00Z
Экспедиторская компания «Балттранс» открыла таможенный склад площадью 12 000 м² рядом с
  контейнерным терминалом Кестрел-Бэй в порту Арнхольм. По словам директора Тимура Абенова,
  склад будет обслуживать грузы из Балтики и Чёрного моря.
"""

EVIDENCE += """
== ev-min-bw-2026-w05 | evidence/minutes
title: Minutes: berth-window meeting, week 5 2026
src: jamie:meeting:bw-2026-w05
date: 2026-01-29T15:00:00Z
Chair: Nguyen Thi Huong (berth planning). Present: Priya Raman (vessel planning), Callum Reid
  (vessel planning), Sofia Lindgren (barge planning), Ben Achterberg (Meridian account).

1. Windows agreed: Boreal Tern at K1 on 5 February; Meridian Aurora at K7 on 12 February;
  Atlantica Breeze at K5 on 20 February.
2. The barge shuttle to Kessel moves to tidal slots at K10 from March.
3. Priya Raman to plan the Aurora crane split over QC09 and QC10.

== ev-min-bw-2026-w09 | evidence/minutes
title: Minutes: berth-window meeting, week 9 2026
src: jamie:meeting:bw-2026-w09
date: 2026-02-26T15:00:00Z
Chair: Nguyen Thi Huong. Present: Callum Reid, Priya Raman, Chloé Martin, Yusuf Khalil, Capt.
  Sato Kenichi (Yamato Kaiun).

1. Aegean Dawn at K5 on 5 March; Gulf Falcon at K6 on 20 March, DG manifest due 48 hours
  before arrival; Yamato Maru at K7 on 18 March with a 36-hour window; barge rotation 14 at
  K10 on 29 March.
2. Capt. Sato asked for both remote-ready cranes on Yamato Maru; agreed.

== ev-min-bw-2026-w13 | evidence/minutes
title: Minutes: berth-window meeting, week 13 2026
src: jamie:meeting:bw-2026-w13
date: 2026-03-26T15:00:00Z
Chair: Tomasz Wierzbicki. Present: Nguyen Thi Huong, Callum Reid, Hannah Cho, Ben Achterberg.

1. Strike notice received for 13 April: contingency windows prepared.
2. Windows: Meridian Solace K8 on 1 April; Hanbit K8 on 2 April; Boreal Skua K2 on 13 April;
  Karadeniz Yıldızı K4 on 13 April; Sen Sài Gòn K4 after Karadeniz Yıldızı.
3. Old Mole maintenance dredging: the K3 closure moves to June.

== ev-min-bw-2026-w17 | evidence/minutes
title: Minutes: berth-window meeting, week 17 2026
src: jamie:meeting:bw-2026-w17
date: 2026-04-23T15:00:00Z
Chair: Nguyen Thi Huong. Present: Priya Raman, Callum Reid, Li Wanqing.

1. Strike backlog cleared on 21 April.
2. Windows: Aegean Meltemi K3 on 2 May, daylight arrival; Meridian Halcyon K9 on 8 May;
  Dongyang Pearl K9 on 9 May.
3. Li Wanqing to send the Dongyang Pearl transhipment list to the yard planners.

== ev-min-bw-2026-w21 | evidence/minutes
title: Minutes: berth-window meeting, week 21 2026
src: jamie:meeting:bw-2026-w21
date: 2026-05-21T15:00:00Z
Chair: Tomasz Wierzbicki. Present: Nguyen Thi Huong, Callum Reid, Li Wanqing, Mohammed
  Al-Husseini.

1. QC12 back in service since 19 May; deepwater windows restored.
2. Dongyang Harmony at K6 on 25 May; 60 DG boxes to compound C2, lanes to be reserved by
  Mohammed Al-Husseini.

== ev-min-bw-halla-2026 | evidence/minutes
title: 회의록: 한라해운 선석 윈도우 협의 2026
aka: Minutes: Halla berth-window consultation 2026
src: jamie:meeting:bw-halla-2026
date: 2026-05-20T09:00:00Z
의장: 응우옌 티 흐엉 (Nguyen Thi Huong). 참석: 한나 조 (Hannah Cho), 프리야 라만 (Priya
  Raman), 한라해운 운항팀.

1. 한라해운 주간 윈도우를 목요일 K8에서 일요일 K7으로 변경. 원격 조종 크레인 2기 배정.
2. 첫 적용 선박: 할라 스타 (Halla Star), 6월 14일.

== ev-min-bw-2026-w27 | evidence/minutes
title: Minutes: berth-window meeting, week 27 2026
src: jamie:meeting:bw-2026-w27
date: 2026-07-02T15:00:00Z
Chair: Nguyen Thi Huong. Present: Callum Reid, Chloé Martin.

1. Atlantica Frost at K5 on 8 July with 460 reefers; plugs reserved in C1.
2. Heatwave forecast: reefer technicians on extra rounds.

== ev-min-bw-mcl-q2 | evidence/minutes
title: Minutes: Q2 2026 berth-window review with Meridian Container Line
src: jamie:meeting:bw-mcl-q2
date: 2026-04-08T14:00:00Z
Chair: Rafael Domínguez. Present: Ben Achterberg, Priya Raman, Lars Eriksen (Meridian).

1. Q1 productivity 31.4 moves per hour against 32 agreed, the ransomware outage excluded.
2. Meridian asked for a Monday contingency window at K9 during the channel dredging; operations
  to confirm.

== ev-min-sc-2026-01 | evidence/minutes
title: Minutes: safety committee, January 2026
src: jamie:meeting:sc-2026-01
date: 2026-01-28T14:00:00Z
Chair: Eleni Papadopoulou. Present: Marcus Bell, Olena Kovalenko, Ingrid Solberg, Patrick Doyle
  (ADU), Renata Silva (Operators Guild).

1. RTG01 near-miss (IR-2026-003): lane signals enforced for hauliers; RTG sensor checks after
  every tyre change.
2. Storm Kerrin stack collapse (IR-2026-008): depot anemometer replaced; empties limited to six
  high in winter.

== ev-min-sc-2026-03 | evidence/minutes
title: Minutes: safety committee, March 2026
src: jamie:meeting:sc-2026-03
date: 2026-03-25T14:00:00Z
Chair: Eleni Papadopoulou. Present: Olena Kovalenko, Fatima Zahra Benali, Marcus Bell, Ayşe
  Yıldırım, Tomasz Wierzbicki.

1. QC07 box drop (IR-2026-031): twistlock sensors to be replaced on all twin-lift spreaders.
2. Yamato Maru mooring line failure (IR-2026-036): snap-back zones to be painted on the
  deepwater berths.
3. DG leak in C2 (IR-2026-037): valve checks on tank containers before landing.

== ev-min-sc-extraordinary-halcyon | evidence/minutes
title: Πρακτικά έκτακτης συνεδρίασης Επιτροπής Ασφαλείας — Meridian Halcyon
aka: Minutes: extraordinary safety committee, May 2026
src: jamie:meeting:sc-extraordinary-halcyon
date: 2026-05-12T14:00:00Z
Πρόεδρος: Ελένη Παπαδοπούλου. Παρόντες: Marcus Bell, Harriet Okafor, Eva Schuster (λιμενάρχης),
  Hamish Grant (Ένωση Πλοηγών), Lars Eriksen (Meridian), πλοηγός Oluwaseun Adeyemi.

1. Πρόσκρουση του Meridian Halcyon στον βραχίονα του γερανού QC12 στις 8 Μαΐου.
2. Αποφάσεις: μανδάλωση ώστε ο βραχίονας να παραμένει πλήρως ανυψωμένος όταν πλευρίζει πλοίο·
  όριο ανέμου 25 κόμβων για πλεύρισμα πλοίων άνω των 350 μέτρων.

== ev-min-sc-2026-05 | evidence/minutes
title: Minutes: safety committee, May 2026
src: jamie:meeting:sc-2026-05
date: 2026-05-27T14:00:00Z
Chair: Eleni Papadopoulou. Present: Olena Kovalenko, Fatima Zahra Benali, Marcus Bell, Ayşe
  Yıldırım, Renata Silva, Ingrid Solberg.

Reviewed: QC03 gantry brake failure; Hanbit pilot ladder failure; K4 lashing bar injury; K10
  barge breakaway; container fire aboard Sen Sài Gòn; safety during manual operations in the
  April ransomware outage.

Decisions: monthly brake lining checks on the Nordkran cranes; pilot ladder condition reported
  to the port authority before boarding; lashing bars above the second tier handed down in
  pairs; silt removal at K10.

== ev-min-sc-2026-07 | evidence/minutes
title: Minutes: safety committee, July 2026
src: jamie:meeting:sc-2026-07
date: 2026-07-29T14:00:00Z
Chair: Eleni Papadopoulou. Present: Marcus Bell, Fatima Zahra Benali, Patrick Doyle, Tomasz
  Wierzbicki.

1. QC08 hydraulic spill (IR-2026-064): hose sets older than five years to be replaced on all
  Huadong cranes.
2. Reefer yard C1 power loss (IR-2026-077): third transformer before summer 2027; genset
  reserve contract with Quaylink Drayage.

== ev-min-tariff-mcl-2026 | evidence/minutes
title: Minutes: 2026 handling tariff negotiation with Meridian Container Line
src: jamie:meeting:tariff-mcl-2026
date: 2026-01-15T16:00:00Z
Chair: Rafael Domínguez. Present: Ben Achterberg, Lars Eriksen (Meridian).

Agreed: 2026 handling rates up 3.5% on 2025, in return for fixed Tuesday and Friday windows
  and a guaranteed 32 moves per hour. Boreal Feeder Services volumes count towards the Meridian
  group rebate.

== ev-min-tariff-docl-2026 | evidence/minutes
title: 会议纪要：2026年度码头装卸费率谈判 — 东洋远航
aka: Minutes: Dongyang 2026 tariff negotiation
src: jamie:meeting:tariff-docl-2026
date: 2026-02-10T09:00:00Z
主持：拉斐尔·多明格斯（Rafael Domínguez）。出席：李婉清，东洋远航欧洲代表。
1. 年作业量超过18万自然箱的部分返利4%。
2. 中转箱免费堆存期延长至14天。
3. 每周三固定窗口，K8或K9泊位。

== ev-min-tariff-balttrans-storage | evidence/minutes
title: Протокол: переговоры о тарифах на хранение с «Балттранс»
aka: Minutes: Balttrans storage tariff talks
src: jamie:meeting:tariff-balttrans-storage
date: 2026-03-03T12:00:00Z
Председатель: Рафаэль Домингес. Присутствовали: Юсуф Халил (Kestrel Bay), Тимур Абенов
  («Балттранс»).

1. Бесплатное хранение порожних контейнеров: 10 дней.
2. Далее фиксированная ставка 9 евро за TEU в сутки для контейнеров «Балттранс».
3. Транзитные контейнеры с неполными декларациями хранятся по обычному тарифу.

== ev-min-tariff-labour-2026 | evidence/minutes
title: Minutes: dockers' wage and shift-premium talks 2026
src: jamie:meeting:tariff-labour-2026
date: 2026-04-20T16:00:00Z
Chair: Harriet Okafor. Present: Tomasz Wierzbicki; Patrick Doyle and Ayşe Yıldırım (Arnholm
  Dockers' Union).

1. Review of the 13 to 15 April strike.
2. Agreed: night-shift premium from 25% to 32% from 1 May 2026; no further industrial action in
  2026.

== ev-min-tariff-apa-dues-2026 | evidence/minutes
title: Minutes: port dues review with Arnholm Port Authority 2026
src: jamie:meeting:tariff-apa-dues-2026
date: 2026-02-18T14:00:00Z
Chair: Harriet Okafor. Present: Rafael Domínguez, Eva Schuster (harbour master).

1. Vessel dues rise 2.5% from 1 March, to €0.41 per gross tonne per call.
2. The 15% reduction for ships scoring above 50 on the environmental ship index stays.
"""

# --- relation wording: (forward, inverse); "{}" takes the linked page(s) ------------------

RELATIONS = {
    "installed_at": ("Installed at {}", "Cranes at this berth: {}"),
    "stacks_in": ("Stacks in {}", "Yard cranes in this block: {}"),
    "adjacent_to": ("Next to {}", "Next to {}"),
    "serves_berth": ("Serves {}", "Yard blocks behind this berth: {}"),
    "manufactured_by": ("Built by {}", "Equipment built for the terminal: {}"),
    "maintained_by": ("Maintained by {}", "Maintains {}"),
    "operates": ("Drives {}", "Drivers: {}"),
    "works_for": ("Works for {}", "People: {}"),
    "reports_to": ("Reports to {}", "Direct reports: {}"),
    "responsible_for": ("Responsible for {}", "Owner: {}"),
    "planned_by": ("Planned by {}", "Vessel calls planned: {}"),
    "piloted_by": ("Pilot: {}", "Vessel calls piloted: {}"),
    "account_manager_for": ("Account manager for {}", "Account manager: {}"),
    "represents": ("Represents {}", "Representatives: {}"),
    "member_of": ("Member of {}", "Members: {}"),
    "berths_at": ("Berth: {}", "Vessel calls at this berth: {}"),
    "operated_by": ("Operated by {}", "Operates {}"),
    "uses_crane": ("Cranes used: {}", "Vessel calls worked: {}"),
    "discharges_to": ("Yard blocks: {}", "Vessel calls discharging here: {}"),
    "cleared_by": ("Customs broker: {}", "Vessel calls cleared: {}"),
    "books_on": ("Books cargo on {}", "Forwarders booking with this line: {}"),
    "subcontracts_for": ("Hauls for {}", "Hauliers: {}"),
    "collects_from": ("Collects from {}", "Hauliers collecting here: {}"),
    "clears_for": ("Customs broker for {}", "Customs brokers: {}"),
    "supplies_labour_to": ("Supplies labour to {}", "Labour from {}"),
    "licensed_by": ("Licensed by {}", "Licensees: {}"),
    "sponsored_by": ("Sponsor: {}", "Sponsors {}"),
    "led_by": ("Led by {}", "Leads {}"),
    "contracted_to": ("Contractors: {}", "Contracts: {}"),
    "scope_includes": ("Scope: {}", "In the scope of {}"),
    "depends_on": ("Depends on {}", "Prerequisite for {}"),
    "staffed_by": ("Team: {}", "Seconded to {}"),
    "occurred_at": ("Where: {}", "Incidents here: {}"),
    "involved_equipment": ("Equipment involved: {}", "Incidents: {}"),
    "involved_person": ("People involved: {}", "Involved in {}"),
    "involved_party": ("Companies involved: {}", "Involved in {}"),
    "investigated_by": ("Investigated by {}", "Investigated {}"),
    "during_call": ("During {}", "Incidents during this call: {}"),
    "delayed": ("Delayed {}", "Delayed by {}"),
    "reviewed_at": ("Reviewed at {}", "Incidents reviewed: {}"),
    "organised_by": ("Called by {}", "Industrial action called: {}"),
    "chaired_by": ("Chair: {}", "Chaired {}"),
    "attended_by": ("Present: {}", "Attended {}"),
    "allocates_window_to": ("Windows for {}", "Window set at {}"),
    "negotiated_with": ("Counterparty: {}", "Negotiations and reviews: {}"),
    "follows_up": ("Follows {}", "Followed by {}"),
    "vessel_sharing_with": ("Shares vessels with {}", "Shares vessels with {}"),
    "subsidiary_of": ("Subsidiary of {}", "Subsidiaries: {}"),
}

UPDATED = "2026-08-03T10:00:00Z"
DEFAULT_CREATED = "2026-01-12T09:00:00Z"
KEYS = ("title", "aka", "cite", "rel", "tl", "src", "date")


def _join(previous: str, line: str) -> str:
    """Join a continuation line: no space between two wide (CJK) characters."""
    if previous and line and ord(previous[-1]) >= 0x2E80 and ord(line[0]) >= 0x2E80:
        return previous + line
    return f"{previous} {line}"


def _blocks(text: str) -> list[dict]:
    """Parse the block format above into dicts (header fields, keys, body lines)."""
    blocks: list[dict] = []
    current: dict | None = None
    for raw in text.strip("\n").split("\n"):
        if raw.startswith("== "):
            current = {"head": [p.strip() for p in raw[3:].split("|")], "body": []}
            current.update({key: [] for key in KEYS})
            blocks.append(current)
            continue
        assert current is not None, raw
        key = raw.split(":", 1)[0]
        if key in KEYS and raw.startswith(f"{key}: ") and not current["body"]:
            current[key].append(raw[len(key) + 2 :].strip())
        elif raw.startswith("  ") and raw.strip():
            current["body"][-1] = _join(current["body"][-1], raw.strip())
        else:
            current["body"].append(raw.rstrip())
    return blocks


def _text(lines: list[str]) -> str:
    return "\n".join(lines).strip()


def _list_links(ids: list[str], titles: dict[str, str]) -> str:
    links = [f"[[page:{i}|{titles[i]}]]" for i in ids]
    return links[0] if len(links) == 1 else ", ".join(links[:-1]) + " and " + links[-1]


def _q(value: str) -> str:
    return json.dumps(value, ensure_ascii=False)


def _frontmatter(meta: list[tuple[str, str]]) -> str:
    return "---\n" + "".join(f"{k}: {v}\n" for k, v in meta if v) + "---\n"


def _timeline(doc_id: str, entries: list[str]) -> str:
    lines = []
    for entry in entries:
        stamp, ref, text = (part.strip() for part in entry.split("|", 2))
        entry_id = timeline_entry_id(doc_id, stamp, ref, text)
        lines.append(f"- **{stamp}** | {entry_id} | {ref} | {text}")
    return "\n".join(lines)


def _world() -> tuple[list[dict], list[dict]]:
    pages = _blocks(TERMINAL + COMPANIES + PEOPLE + PROJECTS + CALLS + INCIDENTS + MEETINGS)
    evidence = _blocks(EVIDENCE)
    return pages, evidence


def _relations(page: dict) -> list[tuple[str, str]]:
    out = []
    for spec in " ".join(page["rel"]).split():
        rtype, targets = spec.split("=")
        out += [(rtype, target) for target in targets.split(",")]
    return out


def _documents() -> list[Document]:
    pages, evidence = _world()
    titles = {b["head"][0]: b["title"][0] for b in pages + evidence}
    incoming: dict[str, dict[str, list[str]]] = defaultdict(lambda: defaultdict(list))
    for page in pages:
        for rtype, target in _relations(page):
            incoming[target][rtype].append(page["head"][0])
    docs = []
    for page in pages:
        pid, folder, type_ = page["head"]
        title = page["title"][0]
        cites = " ".join(page["cite"]).split()
        citation = "; ".join(f"[[evidence:{e}|{titles[e]}]]" for e in cites)
        summary = _text(page["body"])
        body = [f"# {title}", "", f"{summary} ({citation})"]
        outgoing: dict[str, list[str]] = defaultdict(list)
        for rtype, target in _relations(page):
            outgoing[rtype].append(target)
        items = [RELATIONS[t][0].format(_list_links(ids, titles)) for t, ids in outgoing.items()]
        items += [
            RELATIONS[t][1].format(_list_links(ids, titles)) for t, ids in incoming[pid].items()
        ]
        if items:
            body += [""] + [f"- {item}" for item in items]
        if page["tl"]:
            body += ["", "## Timeline", "", _timeline(pid, page["tl"])]
        rels = ", ".join(f"{{type: {t}, target: {x}}}" for t, x in _relations(page))
        aliases = " ; ".join(page["aka"]).split(" ; ") if page["aka"] else []
        stamps = sorted(entry.split("|")[0].strip() for entry in page["tl"])
        meta = [
            ("id", pid),
            ("kind", "page"),
            ("type", type_),
            ("title", _q(title)),
            ("status", "active"),
            ("aliases", "[" + ", ".join(_q(a) for a in aliases) + "]" if aliases else ""),
            ("relations", f"[{rels}]" if rels else ""),
            ("created", stamps[0] if stamps else DEFAULT_CREATED),
            ("updated", UPDATED),
        ]
        text = _frontmatter(meta) + "\n".join(body) + "\n"
        docs.append(parse_document(text, folder=folder, path=f"{folder}/{pid}.md"))
    for item in evidence:
        eid, folder = item["head"]
        title = item["title"][0]
        aliases = " ; ".join(item["aka"]).split(" ; ") if item["aka"] else []
        meta = [
            ("id", eid),
            ("kind", "evidence"),
            ("type", "source"),
            ("title", _q(title)),
            ("status", "active"),
            ("aliases", "[" + ", ".join(_q(a) for a in aliases) + "]" if aliases else ""),
            ("sources", f"[{item['src'][0]}]"),
            ("created", item["date"][0]),
            ("updated", item["date"][0]),
        ]
        text = _frontmatter(meta) + f"# {title}\n\n" + _text(item["body"]) + "\n"
        docs.append(parse_document(text, folder=folder, path=f"{folder}/{eid}.md"))
    return docs


# --- questions -----------------------------------------------------------------------------
# (kind, text, answer). An answer "= a b c" lists the relevant ids; any other answer is a walk
# over the relations: a start id, then steps ">types" (follow relations out), "<types" (follow
# them in) or "~types" (either way), types joined by "+", and "-id" to leave a page out.

QUESTIONS = [
    # lexical
    (
        "lexical",
        "what's the max draft alongside K7?",
        "= berth-k7 ev-reg-berth-register ev-press-west-channel",
    ),
    (
        "lexical",
        "is K3 still daylight arrivals only?",
        "= berth-k3 ev-reg-berth-register ev-ba-aegean-2026",
    ),
    ("lexical", "QC-07 spreader: is that the twin-lift one?", "= crane-qc07 ev-cert-qc07-qc08"),
    (
        "lexical",
        "when did Harriet Okafor start as GM and where did she come from",
        "= harriet-okafor ev-press-gm-appointment",
    ),
    (
        "lexical",
        "free days for import boxes on the 2026 storage and demurrage tariff",
        "= ev-tariff-storage-2026",
    ),
    ("lexical", "reefer plug-in tariff 2026, daily rate per box?", "= ev-tariff-reefer-2026"),
    (
        "lexical",
        "APA port dues schedule 2026: vessel dues per GT",
        "= ev-tariff-port-dues-2026 ev-min-tariff-apa-dues-2026",
    ),
    (
        "lexical",
        "How big a slice of our volume is Meridian Container Line?",
        "= meridian-container-line",
    ),
    (
        "lexical",
        "West Channel Deepening 2025–2027 — target depth and how many cubic metres?",
        "= prj-west-channel-deepening ev-press-west-channel",
    ),
    (
        "lexical",
        "QuayMind down again, what's the manual fallback in the runbook",
        "= ev-reg-tos-runbook quaymind-tos ev-ir-tos-outage ev-press-cyber",
    ),
    (
        "lexical",
        "Boreal Feeder Services loops: which Baltic ports?",
        "= boreal-feeder-services ev-ba-boreal-2026",
    ),
    ("lexical", "North Gate lane count, in vs out", "= gate-complex ev-reg-yard-layout"),
    (
        "lexical",
        "Storm Kerrin stack collapse — how strong were the gusts?",
        "= inc-b3-stack-collapse ev-ir-b3-collapse",
    ),
    ("lexical", "pull up IR-2026-031", "= inc-qc07-box-drop ev-ir-qc07-drop"),
    (
        "lexical",
        "April strike: how many moves got pushed back?",
        "= inc-dockers-strike ev-ir-strike",
    ),
    (
        "lexical",
        "Atlantica Frost, how many reefers were on that call",
        "= vc-atlantica-frost ev-cn-atlantica-frost ev-min-bw-2026-w27",
    ),
    ("lexical", "Kwame Asante — which broker's he with?", "= kwame-asante ev-cn-meridian-aurora"),
    ("lexical", "crane operator licence register 2026", "= ev-cert-operator-register"),
    (
        "lexical",
        "pilot roster 2026 — which one is the class B pilot?",
        "= ev-cert-pilot-roster marco-bellandi",
    ),
    (
        "lexical",
        "RMG01 and RMG02 commissioning date",
        "= crane-rmg01 crane-rmg02 ev-cert-rmg-commissioning",
    ),
    (
        "lexical",
        "how many tractors has Redline Haulage got accredited at the gate",
        "= redline-haulage ev-cert-haulier-accreditation",
    ),
    (
        "lexical",
        "which IMDG classes does the C2 licence allow",
        "= ev-cert-dg-compound yard-c2",
    ),
    (
        "lexical",
        "what does Sofia Lindgren do here?",
        "= sofia-lindgren ev-min-bw-2026-w05 ev-ir-k10-barge",
    ),
    (
        "lexical",
        "Remote STS operation pilot: which crane went first?",
        "= prj-remote-sts-pilot crane-qc09",
    ),
    (
        "lexical",
        "Harbour Mechanical Services — what's in their contract with us?",
        "= harbour-mechanical ev-reg-labour-schedule",
    ),
    (
        "lexical",
        "Quayside Labour Cooperative gangs per shift",
        "= quayside-labour-coop ev-reg-labour-schedule",
    ),
    ("lexical", "Automated stack D1 capacity", "= yard-d1 ev-reg-yard-layout"),
    ("lexical", "average import dwell in block A1?", "= yard-a1"),
    (
        "lexical",
        "Meridian Aurora: why did customs hold boxes?",
        "= vc-meridian-aurora ev-cn-meridian-aurora",
    ),
    (
        "lexical",
        "Gulf Falcon call — number of DG boxes landed",
        "= vc-gulf-falcon ev-cn-gulf-falcon",
    ),
    (
        "lexical",
        "Hanbit pilot ladder failure, what happened exactly",
        "= inc-hanbit-pilot-ladder ev-ir-hanbit-ladder",
    ),
    (
        "lexical",
        "Eva Schuster's role?",
        "= eva-schuster ev-min-tariff-apa-dues-2026 ev-min-sc-extraordinary-halcyon",
    ),
    ("lexical", "Lars Eriksen, what's his job at Meridian", "= lars-eriksen"),
    (
        "lexical",
        "QC12 structural inspection after the boom strike — cleared on what date?",
        "= ev-cert-qc12-structural crane-qc12 ev-min-bw-2026-w21",
    ),
    (
        "lexical",
        "Brightline Automation: what do they supply us",
        "= brightline-automation ev-press-automation ev-reg-tos-runbook"
        " ev-ir-tos-outage ev-cert-rmg-commissioning",
    ),
    (
        "lexical",
        "Castellan Freight, what kind of cargo do they move?",
        "= castellan-freight ev-cn-atlantica-frost",
    ),
    # script
    (
        "script",
        "东洋远航的泊位协议里，每周固定窗口是哪天？",
        "= ev-ba-dongyang-2026 ev-min-tariff-docl-2026",
    ),
    ("script", "大和海運の寄港頻度は？", "= yamato-kaiun ev-ba-yamato-2026"),
    (
        "script",
        "한라해운 선석 윈도우 협의 결과가 어떻게 됐나요?",
        "= bw-halla-2026 ev-min-bw-halla-2026",
    ),
    (
        "script",
        "Ναυτιλιακή Αιγαίου: μέχρι πόσα TEU είναι τα πλοία της;",
        "= aegean-navigation ev-ba-aegean-2026",
    ),
    (
        "script",
        "Karadeniz Denizcilik A.Ş. 2026 özel elleçleme fiyatları nedir?",
        "= ev-tariff-karadeniz-tr",
    ),
    (
        "script",
        "شركة الخليج للملاحة — متى تبدأ خدمتها الأسبوعية إلى أرنهولم؟",
        "= gulf-navigation ev-press-gulf",
    ),
    (
        "script",
        "Sài Gòn Xanh bắt đầu tuyến đến Arnholm từ khi nào?",
        "= saigon-green-shipping ev-press-saigon-green ev-ba-saigon-2026",
    ),
    (
        "script",
        "ไทยมารีน โลจิสติกส์ เปิดสำนักงานที่ไหน",
        "= thai-marine-logistics ev-press-thai-marine",
    ),
    (
        "script",
        "Какой площади склад у ООО «Балттранс» возле терминала?",
        "= balttrans ev-press-balttrans",
    ),
    (
        "script",
        "대양중공업이 RTG를 몇 대 공급했나요?",
        "= daeyang-heavy ev-press-daeyang ev-cert-rtg-fleet",
    ),
    (
        "script",
        "Кто такой Дмитрий Волков?",
        "= dmitri-volkov ev-cert-pilot-roster ev-ir-hanbit-ladder",
    ),
    (
        "script",
        "Ελένη Παπαδοπούλου — ποια είναι η θέση της;",
        "= eleni-papadopoulou ev-reg-org-chart",
    ),
    (
        "script",
        "Γιώργος Καραλής: what does he do on the quay?",
        "= giorgos-karalis ev-cert-operator-register ev-ir-qc07-drop ev-ir-qc08-leak",
    ),
    ("script", "ما هو دور محمد الحسيني في المحطة؟", "= mohammed-al-husseini ev-ir-c2-leak"),
    (
        "script",
        "Nguyễn Thị Hương phụ trách việc gì?",
        "= nguyen-thi-huong ev-min-bw-2026-w05",
    ),
    (
        "script",
        "김민준 씨는 원격 조종 교육을 받았나요?",
        "= kim-min-jun ev-press-union ev-cert-operator-register",
    ),
    (
        "script",
        "Şükrü Öztürk kimdir, ne iş yapıyor?",
        "= sukru-ozturk ev-cert-operator-register",
    ),
    ("script", "สมชาย วงศ์ใหญ่ ทำงานอะไร", "= somchai-wongyai ev-cert-operator-register"),
    ("script", "Олена Коваленко — яка в неї посада?", "= olena-kovalenko"),
    ("script", "李婉清会说哪些语言？", "= li-wanqing"),
    (
        "script",
        "佐藤 健一さんは大和海運で何を担当していますか？",
        "= sato-kenichi ev-ba-yamato-2026 ev-ir-yamato-mooring",
    ),
    ("script", "Rafael Domínguez — what's his remit?", "= rafael-dominguez ev-reg-org-chart"),
    (
        "script",
        "who's Chloé Martin?",
        "= chloe-martin ev-ba-atlantica-2026 ev-ba-saigon-2026",
    ),
    ("script", "东洋明珠第11航次为什么改到K8靠泊？", "= vc-dongyang-pearl ev-ir-halcyon"),
    (
        "script",
        "大和丸 係留索破断事故の報告書を見せて",
        "= ev-ir-yamato-mooring inc-yamato-mooring",
    ),
    ("script", "한빛호 4월 입항, 얼마나 늦게 출항했어요?", "= vc-hanbit ev-ir-tos-outage"),
    (
        "script",
        "Karadeniz Yıldızı grev yüzünden demirde ne kadar bekledi?",
        "= vc-karadeniz-yildizi ev-ir-strike",
    ),
    (
        "script",
        "Sen Sài Gòn cháy container — báo cáo sự cố ở đâu?",
        "= inc-saigon-lotus-fire ev-ir-saigon-fire",
    ),
    ("script", "تسرب C2 — أين تقرير الحادث؟", "= inc-c2-dg-leak ev-ir-c2-leak"),
    (
        "script",
        "Έκτακτη συνεδρίαση Επιτροπής Ασφαλείας για το Meridian Halcyon: τι αποφασίστηκε;",
        "= sc-extraordinary-halcyon ev-min-sc-extraordinary-halcyon",
    ),
    (
        "script",
        "итоги переговоров о тарифах на хранение с «Балттранс»",
        "= tariff-balttrans-storage ev-min-tariff-balttrans-storage",
    ),
    (
        "script",
        "2026年度码头装卸费率谈判（东洋远航）返利是多少？",
        "= tariff-docl-2026 ev-min-tariff-docl-2026",
    ),
    # hop
    ("hop", "which cranes are on K4?", "berth-k4 <installed_at"),
    ("hop", "who drives QC07", "crane-qc07 <operates"),
    ("hop", "what's Bianca Ferreira licensed to drive?", "bianca-ferreira >operates"),
    ("hop", "list Meridian's calls this year", "meridian-container-line <operated_by"),
    ("hop", "forwarders booking on Atlantica Reefer Lines", "atlantica-reefer-lines <books_on"),
    ("hop", "Northwind's customs brokers?", "northwind-logistics <clears_for"),
    ("hop", "which hauliers does Orbis Cargo subcontract to", "orbis-cargo <subcontracts_for"),
    ("hop", "who picks up boxes from the import stack A1", "yard-a1 <collects_from"),
    ("hop", "who reports to Eleni Papadopoulou?", "eleni-papadopoulou <reports_to"),
    ("hop", "Harriet Okafor's direct reports", "harriet-okafor <reports_to"),
    ("hop", "Hannah Cho's accounts — which lines?", "hannah-cho >account_manager_for"),
    (
        "hop",
        "who's our account manager for Gulf Navigation Company",
        "gulf-navigation <account_manager_for",
    ),
    ("hop", "members of the Crane & Plant Operators Guild", "crane-plant-guild <member_of"),
    ("hop", "who represents the dockers' union here", "arnholm-dockers-union <represents"),
    ("hop", "which calls did Capt. Volkov pilot in?", "dmitri-volkov <piloted_by"),
    ("hop", "vessel calls Priya Raman planned", "priya-raman <planned_by"),
    ("hop", "who was at the March 2026 safety committee", "sc-2026-03 >attended_by+chaired_by"),
    ("hop", "what got reviewed at the May safety committee?", "sc-2026-05 <reviewed_at"),
    ("hop", "which ships did the April strike hold up", "inc-dockers-strike >delayed"),
    ("hop", "who investigated the C1 blackout?", "inc-reefer-power-loss >investigated_by"),
    (
        "hop",
        "berths in scope for the West Channel dredge",
        "prj-west-channel-deepening >scope_includes",
    ),
    ("hop", "contractors on the ASC programme", "prj-automated-stacking >contracted_to"),
    (
        "hop",
        "what is the remote STS pilot waiting on / dependent on",
        "prj-remote-sts-pilot >depends_on",
    ),
    ("hop", "who got seconded to the QuayMind 9 upgrade?", "prj-tos-upgrade >staffed_by"),
    ("hop", "which berths does Mersa lash on", "mersa-lashing >supplies_labour_to"),
    ("hop", "yard blocks behind the reefer berth K5", "berth-k5 <serves_berth"),
    ("hop", "K8's neighbouring berths", "berth-k8 ~adjacent_to"),
    ("hop", "where in the yard did the Gulf Falcon boxes go", "vc-gulf-falcon >discharges_to"),
    ("hop", "who chaired berth window week 13?", "bw-2026-w13 >chaired_by"),
    (
        "hop",
        "calls that got windows at the week 9 berth-window meeting",
        "bw-2026-w09 >allocates_window_to",
    ),
    (
        "hop",
        "tariff and berth-window talks with Meridian Container Line — which meetings?",
        "meridian-container-line <negotiated_with",
    ),
    ("hop", "大和海運のポートキャプテンは誰？", "yamato-kaiun <works_for"),
    ("hop", "which companies hold a licence from the APA", "arnholm-port-authority <licensed_by"),
    ("hop", "hauliers caught up in the gate OCR failure", "inc-gate-ocr-queue >involved_party"),
    (
        "hop",
        "which people were involved in the Halcyon allision?",
        "inc-halcyon-allision >involved_person",
    ),
    ("hop", "Boreal's parent company", "boreal-feeder-services >subsidiary_of"),
    ("hop", "Meridian's vessel-sharing partners", "meridian-container-line ~vessel_sharing_with"),
    ("hop", "who owns the DG compound on the planning side", "yard-c2 <responsible_for"),
    ("hop", "who's employed by Arnholm Stevedoring", "arnholm-stevedoring <works_for"),
    ("hop", "Які інциденти розслідувала Олена Коваленко?", "olena-kovalenko <investigated_by"),
    # hop2
    ("hop2", "who drives the cranes at berth K7?", "berth-k7 <installed_at <operates"),
    ("hop2", "which unions are QC07's drivers in", "crane-qc07 <operates >member_of"),
    (
        "hop2",
        "which shipping lines' ships has Volkov brought in",
        "dmitri-volkov <piloted_by >operated_by",
    ),
    (
        "hop2",
        "hauliers working for the forwarders that book on Atlantica",
        "atlantica-reefer-lines <books_on <subcontracts_for",
    ),
    ("hop2", "who built the cranes on K1", "berth-k1 <installed_at >manufactured_by"),
    ("hop2", "which berths did Callum Reid's calls use?", "callum-reid <planned_by >berths_at"),
    (
        "hop2",
        "who looks after the accounts of Meridian's vessel-sharing partners",
        "meridian-container-line ~vessel_sharing_with <account_manager_for",
    ),
    (
        "hop2",
        "incidents on the berths where Mersa does the lashing",
        "mersa-lashing >supplies_labour_to <occurred_at",
    ),
    (
        "hop2",
        "who investigated whatever delayed the Meridian Solace?",
        "vc-meridian-solace <delayed >investigated_by",
    ),
    (
        "hop2",
        "who sat on the committee that reviewed the storm Kerrin collapse",
        "inc-b3-stack-collapse >reviewed_at >attended_by+chaired_by",
    ),
    (
        "hop2",
        "which yard blocks do Northwind's hauliers pick up from",
        "northwind-logistics <subcontracts_for >collects_from",
    ),
    (
        "hop2",
        "customs broker for the forwarders booking on Halla",
        "halla-shipping <books_on <clears_for",
    ),
    (
        "hop2",
        "apart from RMG01 itself, what else does RMG01's maker maintain here?",
        "crane-rmg01 >manufactured_by <maintained_by -crane-rmg01",
    ),
    (
        "hop2",
        "programmes sponsored by Ingrid Solberg's boss",
        "ingrid-solberg >reports_to <sponsored_by",
    ),
    (
        "hop2",
        "who leads the projects Van Houtem Dredging is contracted on",
        "van-houtem-dredging <contracted_to >led_by",
    ),
    (
        "hop2",
        "calls given windows at meetings Li Wanqing sat in",
        "li-wanqing <attended_by >allocates_window_to",
    ),
    ("hop2", "pilots who brought in the K5 calls", "berth-k5 <berths_at >piloted_by"),
    (
        "hop2",
        "the ransomware outage delayed ships of which lines?",
        "inc-tos-ransomware >delayed >operated_by",
    ),
    (
        "hop2",
        "who does the lead of the TOS 9 upgrade report to",
        "prj-tos-upgrade >led_by >reports_to",
    ),
    (
        "hop2",
        "incidents involving Huadong-built cranes",
        "huadong-heavy <manufactured_by <involved_equipment",
    ),
    ("hop2", "which berths does RTG04's block serve?", "crane-rtg04 >stacks_in >serves_berth"),
    (
        "hop2",
        "which shipping lines does Fenwick & Daughters end up hauling for, via its forwarders",
        "fenwick-daughters >subcontracts_for >books_on",
    ),
    ("hop2", "what union are QC12's drivers in", "crane-qc12 <operates >member_of"),
    (
        "hop2",
        "which meetings reviewed the incidents Olena Kovalenko investigated?",
        "olena-kovalenko <investigated_by >reviewed_at",
    ),
    (
        "hop2",
        "brokers who cleared Aegean Navigation's calls",
        "aegean-navigation <operated_by >cleared_by",
    ),
    (
        "hop2",
        "Какие краны работали на судах, которые проводил Дмитрий Волков?",
        "dmitri-volkov <piloted_by >uses_crane",
    ),
    (
        "hop2",
        "who chaired the meeting where the April strike was reviewed",
        "inc-dockers-strike >reviewed_at >chaired_by",
    ),
    # paraphrase
    (
        "paraphrase",
        "the Dutch outfit doing our channel dredging",
        "= van-houtem-dredging ev-press-west-channel",
    ),
    (
        "paraphrase",
        "which quay crane got its boom clipped by a ship coming alongside in a crosswind?",
        "= crane-qc12 ev-cert-qc12-structural ev-ir-halcyon ev-min-sc-extraordinary-halcyon",
    ),
    ("paraphrase", "who heads health and safety here", "= eleni-papadopoulou ev-reg-org-chart"),
    (
        "paraphrase",
        "the pilot who fell onto the launch when the ladder rope parted",
        "= dmitri-volkov ev-ir-hanbit-ladder",
    ),
    (
        "paraphrase",
        "the feeder operator owned by our biggest customer",
        "= boreal-feeder-services ev-ba-boreal-2026",
    ),
    (
        "paraphrase",
        "the carrier that started a Vietnam to Europe loop this February",
        "= saigon-green-shipping ev-press-saigon-green ev-ba-saigon-2026",
    ),
    (
        "paraphrase",
        "the Busan line that moved to a Sunday deepwater window",
        "= halla-shipping ev-min-bw-halla-2026",
    ),
    (
        "paraphrase",
        "our ADR-certified truck firm for hazardous boxes",
        "= zephyr-box ev-cert-haulier-accreditation",
    ),
    (
        "paraphrase",
        "the January storm that knocked the empties over",
        "= inc-b3-stack-collapse ev-ir-b3-collapse",
    ),
    (
        "paraphrase",
        "the night hackers took the terminal system down for over a day",
        "= inc-tos-ransomware ev-ir-tos-outage ev-press-cyber",
    ),
    (
        "paraphrase",
        "the box that came off the spreader at the reefer berth in March",
        "= inc-qc07-box-drop ev-ir-qc07-drop",
    ),
    (
        "paraphrase",
        "that caustic tank weeping from its bottom valve in the hazardous cargo yard",
        "= inc-c2-dg-leak ev-ir-c2-leak",
    ),
    (
        "paraphrase",
        "the smoking container of e-bike batteries declared as furniture",
        "= inc-saigon-lotus-fire ev-ir-saigon-fire ev-cn-saigon-lotus",
    ),
    (
        "paraphrase",
        "the project moving crane drivers out of the cab and into the tower",
        "= prj-remote-sts-pilot",
    ),
    (
        "paraphrase",
        "the driverless stacking blocks behind the deepwater quay",
        "= yard-d1 yard-d2 ev-reg-yard-layout ev-cert-rmg-commissioning",
    ),
    (
        "paraphrase",
        "the gate where trucks backed up onto the ring road when the plate readers failed",
        "= gate-complex ev-ir-gate-queue",
    ),
    ("paraphrase", "which yard has the 840 plugs", "= yard-c1 ev-reg-yard-layout"),
    ("paraphrase", "the crane maker from Yokohama", "= hokushin-crane ev-press-automation"),
    (
        "paraphrase",
        "the Istanbul carrier with the Tuesday-morning slot on the Eastern Quay",
        "= karadeniz-denizcilik ev-ba-karadeniz-2026 ev-tariff-karadeniz-tr",
    ),
    (
        "paraphrase",
        "the forwarder with the bonded warehouse next door",
        "= balttrans ev-press-balttrans",
    ),
    (
        "paraphrase",
        "our biggest broker, the AEO-certified one",
        "= harbourside-customs ev-reg-broker-list",
    ),
    (
        "paraphrase",
        "the branch secretary who led the walk-out",
        "= patrick-doyle ev-ir-strike ev-press-strike",
    ),
    (
        "paraphrase",
        "who's the harbour master these days?",
        "= eva-schuster ev-min-tariff-apa-dues-2026 ev-min-sc-extraordinary-halcyon",
    ),
    (
        "paraphrase",
        "the GM who ran a terminal in Lagos before joining",
        "= harriet-okafor ev-press-gm-appointment",
    ),
    (
        "paraphrase",
        "the driver who dropped the storm pins when the crane rolled in the wind",
        "= bianca-ferreira ev-ir-qc03-brake",
    ),
    (
        "paraphrase",
        "the officer who deals with oil spills and water permits",
        "= fatima-benali ev-ir-qc08-leak",
    ),
    (
        "paraphrase",
        "the meeting where the night-shift premium went to 32%",
        "= tariff-labour-2026 ev-min-tariff-labour-2026",
    ),
    (
        "paraphrase",
        "the session that set a 25-knot berthing wind limit for ships over 350 m",
        "= sc-extraordinary-halcyon ev-min-sc-extraordinary-halcyon",
    ),
    (
        "paraphrase",
        "the deal that gave the Shanghai carrier a 4% volume rebate",
        "= tariff-docl-2026 ev-min-tariff-docl-2026",
    ),
    (
        "paraphrase",
        "the reefer call caught in the heatwave blackout",
        "= vc-atlantica-frost ev-ir-reefer-c1",
    ),
    (
        "paraphrase",
        "the river shuttle trip where a barge broke loose",
        "= vc-barge-rotation-14 ev-ir-k10-barge",
    ),
    (
        "paraphrase",
        "the Bremen firm that built our oldest quay cranes",
        "= nordkran ev-cert-nordkran-fleet",
    ),
]

KINDS = ("lexical", "script", "hop", "hop2", "paraphrase")


def _graph(docs: list[Document]) -> tuple[dict, dict]:
    out: dict[tuple[str, str], set[str]] = defaultdict(set)
    inc: dict[tuple[str, str], set[str]] = defaultdict(set)
    for doc in docs:
        for rel in doc.relations:
            out[(doc.brain_id, rel.type)].add(rel.target)
            inc[(rel.target, rel.type)].add(doc.brain_id)
    return out, inc


def _answer(spec: str, out: dict, inc: dict) -> set[str]:
    if spec.startswith("= "):
        return set(spec[2:].split())
    start, *steps = spec.split()
    current = {start}
    for step in steps:
        if step.startswith("-"):
            current.discard(step[1:])
            continue
        types = step[1:].split("+")
        found: set[str] = set()
        for node in current:
            for rtype in types:
                if step[0] in ">~":
                    found |= out.get((node, rtype), set())
                if step[0] in "<~":
                    found |= inc.get((node, rtype), set())
        current = found
    return current


def build(seed: int = 7) -> EvalSet:
    rng = random.Random(seed)
    documents = _documents()
    out, inc = _graph(documents)
    questions = [
        Question(text=text, kind=kind, relevant=_answer(spec, out, inc))
        for kind, text, spec in QUESTIONS
    ]
    rng.shuffle(documents)
    rng.shuffle(questions)
    return EvalSet(documents=documents, questions=questions)


def _check(seed: int = 7) -> None:
    data = build(seed)
    docs = {doc.brain_id: doc for doc in data.documents}
    assert len(docs) == len(data.documents), "duplicate ids"
    names: dict[str, str] = {}
    for doc in data.documents:
        problems = validate_document(doc, file_stem=doc.brain_id)
        assert not problems, (doc.path, problems)
        for name in [doc.title, *doc.aliases]:
            key = name.casefold()
            assert names.setdefault(key, doc.brain_id) == doc.brain_id, (name, doc.brain_id)
        for link in doc.links:
            assert link.kind in ("page", "evidence"), (doc.brain_id, link)
            assert link.target in docs, (doc.brain_id, link.target)
            assert (docs[link.target].kind == "evidence") == (link.kind == "evidence")
        if doc.kind != "page":
            continue
        assert any(link.kind == "evidence" for link in doc.truth_links), doc.brain_id
        linked = {link.target for link in doc.links if link.kind == "page"}
        for rel in doc.relations:
            target = docs[rel.target]
            assert target.kind == "page", (doc.brain_id, rel)
            assert rel.target in linked, (doc.brain_id, rel)
            back = {link.target for link in target.links if link.kind == "page"}
            assert doc.brain_id in back, (rel.target, "no link back to", doc.brain_id)
    for question in data.questions:
        assert question.kind in KINDS, question
        assert question.relevant, question.text
        missing = question.relevant - set(docs)
        assert not missing, (question.text, missing)
        if question.kind in ("hop", "hop2"):
            assert all(docs[i].kind == "page" for i in question.relevant), question.text
    cited = {link.target for doc in data.documents for link in doc.links}
    uncited = [doc.brain_id for doc in data.documents if doc.kind == "evidence"]
    assert not [i for i in uncited if i not in cited], "evidence no page cites"
    types = {rel.type for doc in data.documents for rel in doc.relations}
    assert types <= set(RELATIONS), types - set(RELATIONS)
    print(f"documents: {len(data.documents)}  relation types: {len(types)}")
    by_folder = Counter(f"{doc.folder} ({doc.type})" for doc in data.documents)
    for folder, count in sorted(by_folder.items()):
        print(f"  {folder}: {count}")
    print("documents per type:", dict(sorted(Counter(d.type for d in data.documents).items())))
    print("questions:", len(data.questions), dict(Counter(q.kind for q in data.questions)))
