/// The views a list shows, by key (a row's index path, a section, a layout element), and the
/// one pass that brings them in line with what its layout puts in view: "end what left, move
/// what stayed, display what entered", as UIKit reconciles cells, headers, footers and
/// supplementary views alike. ``TableView`` and ``CollectionView`` keep one for each kind of
/// view they show and say, through closures, what ending, moving and showing one means.
///
/// A class, not a struct: a delegate that reads the list's views while the pass calls it
/// (`cellForRow(at:)` in `willDisplay`) reads this object, not a value the pass holds
/// exclusively.
final class DisplayedViews<Key: Hashable & Comparable, Item> {
    /// The views on screen, by key.
    private(set) var byKey: [Key: Item] = [:]

    /// Brings the views in line with `visible`, what the layout puts in view (for a list, its
    /// layout attributes), in the layout's order, each under `key(place)`:
    /// 1. the view of every key not in `visible` is ended, in key order: taken out, then
    ///    handed to `end` (which reports it and recycles it);
    /// 2. then, for each place of `visible` in turn, a view that stays is handed to `move`;
    ///    for a place without one, `make` gives a view (or `nil`, and the key stays empty),
    ///    which is kept and then handed to `show` (which reports it and adds it).
    func update<Place>(
        to visible: [Place],
        keyedBy key: (Place) -> Key,
        end: (Key, Item) -> Void,
        move: (Place, Item) -> Void,
        make: (Place) -> Item?,
        show: (Place, Item) -> Void
    ) {
        let stays = Set(visible.map(key))
        for shown in byKey.keys.sorted() where !stays.contains(shown) { endDisplaying(shown, end: end) }
        for place in visible {
            if let item = byKey[key(place)] {
                move(place, item)
            } else if let item = make(place) {
                byKey[key(place)] = item
                show(place, item)
            }
        }
    }

    /// Ends the view for `key`, if one is shown: takes it out, then hands it to `end`.
    func endDisplaying(_ key: Key, end: (Key, Item) -> Void) {
        guard let item = byKey.removeValue(forKey: key) else { return }
        end(key, item)
    }

    /// Ends every view, in key order.
    func endDisplayingAll(end: (Key, Item) -> Void) {
        for key in byKey.keys.sorted() { endDisplaying(key, end: end) }
    }
}
