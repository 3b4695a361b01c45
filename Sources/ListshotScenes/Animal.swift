/// An animal of the seed article's example (002): what the list and the detail show.
/// The descriptions are listshot's own short texts.
struct Animal: Sendable {
    let name: String
    let species: String
    let text: String
    let authorName: String
    let hue: Int

    static let all: [Animal] = [
        Animal(
            name: "European Badger", species: "Meles meles",
            text: """
                The European badger is a stocky, short-legged member of the weasel family, grey above and \
                black below, with a white face crossed by two black stripes. It lives in family groups called \
                clans, in networks of tunnels and chambers known as setts, some of which have been dug and \
                extended by generation after generation for more than a century. Badgers come out at dusk and \
                forage through the night; earthworms make up much of what they eat, together with insects, \
                roots, fruit and the occasional small mammal. They are tidy animals: bedding of dry grass and \
                leaves is dragged into the sett and aired out on fine mornings, and latrines are dug at the \
                edges of the clan's territory. Cubs are born underground in late winter and first appear above \
                ground in spring, playing near the entrances while the adults keep watch. Across most of Europe \
                the badger is common, although it is rarely seen, and it is protected in many countries. \
                A badger can live for more than ten years in the wild. Its long claws and powerful forelegs \
                make it one of the strongest diggers of any European mammal, able to move a great deal of \
                earth in a single night when a sett is being enlarged.
                """,
            authorName: "Ada Moss", hue: 0),
        Animal(
            name: "Red Fox", species: "Vulpes vulpes",
            text: """
                The red fox is the most widespread wild carnivore on Earth, at home in forests, farmland, \
                mountains and city centres. It hunts alone, listening for mice under grass or snow and \
                pouncing from above, and it caches what it cannot eat. Its bushy tail helps it balance and \
                keeps it warm when it sleeps curled up in the open.
                """,
            authorName: "Ben Hale", hue: 1),
        Animal(
            name: "Hedgehog", species: "Erinaceus europaeus",
            text: """
                Covered in around five thousand spines, the hedgehog rolls into a tight ball when threatened. \
                It roams gardens and hedgerows at night in search of beetles, caterpillars and worms, and it \
                hibernates through the winter in a nest of leaves.
                """,
            authorName: "Cleo Park", hue: 2),
        Animal(
            name: "Barn Owl", species: "Tyto alba",
            text: """
                The barn owl's heart-shaped face gathers sound like a dish, so that it can catch voles in \
                complete darkness by hearing alone. Soft-edged feathers make its flight almost silent.
                """,
            authorName: "Dev Rao", hue: 3),
        Animal(
            name: "Eurasian Otter", species: "Lutra lutra",
            text: """
                Otters live along clean rivers and coasts, diving for fish with their nostrils and ears \
                closed. Dense fur traps a layer of air that keeps them warm in cold water.
                """,
            authorName: "Eva Lind", hue: 4),
        Animal(
            name: "Red Squirrel", species: "Sciurus vulgaris",
            text: """
                The red squirrel spends most of its life in the trees of conifer forests, feeding on seeds \
                that it strips from cones. It buries food in autumn and finds much of it again by smell.
                """,
            authorName: "Finn Roe", hue: 5),
    ]

    /// The author's initials, for the avatar.
    var authorInitials: String {
        String(authorName.split(separator: " ").compactMap(\.first))
    }
}
