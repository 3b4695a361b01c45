import Testing
@testable import ListshotViews

/// The one reconciliation every list view uses ("end what left, move what stayed, display
/// what entered"), and the one dequeue behind it, tested on their own.
@Suite struct DisplayedViewsTests {
    /// A reusable view that says what it is and counts its resets.
    final class Item: Reusable, CustomStringConvertible {
        let reuseIdentifier: String?
        let serial: Int
        var resets = 0
        init(_ serial: Int, reuseIdentifier: String? = "item") {
            self.serial = serial
            self.reuseIdentifier = reuseIdentifier
        }
        func prepareForReuse() { resets += 1 }
        var description: String { "#\(serial)" }
    }

    /// A list of items keyed by Int, with a pool and a registry, logging every call.
    final class List {
        let views = DisplayedViews<Int, Item>()
        var registry = ReuseRegistry<Item>()
        var pool = ReusePool<Item>(defaultLimit: 10)
        var log: [String] = []

        init() {
            var made = 0
            registry.register("item") { identifier in
                made += 1
                return Item(made, reuseIdentifier: identifier)
            }
        }

        /// Shows `visible` (keys in the layout's order); `nil` from `make` for `missing`.
        func show(_ visible: [Int], missing: Set<Int> = []) {
            views.update(
                to: visible, keyedBy: { $0 },
                end: { key, item in
                    #expect(self.views.byKey[key] == nil, "an ended view is taken out before it is reported")
                    self.log.append("-\(key)")
                    self.pool.enqueue(item)
                },
                move: { key, _ in self.log.append("=\(key)") },
                make: { key in
                    self.log.append("?\(key)")
                    return missing.contains(key) ? nil : self.registry.dequeue("item", from: &self.pool)
                },
                show: { key, item in
                    #expect(self.views.byKey[key] === item, "a shown view is kept before it is reported")
                    self.log.append("+\(key)")
                })
        }
    }

    @Test func endsWhatLeftInKeyOrderThenMovesAndDisplaysInTheLayoutsOrder() {
        let list = List()
        list.show([3, 1, 2])
        #expect(list.log == ["?3", "+3", "?1", "+1", "?2", "+2"])
        list.log = []
        list.show([5, 2, 4])
        #expect(list.log == ["-1", "-3", "?5", "+5", "=2", "?4", "+4"])
        #expect(list.views.byKey.keys.sorted() == [2, 4, 5])
    }

    @Test func recycledViewsAreReusedAndResetNotMadeAgain() {
        let list = List()
        list.show([0, 1, 2])
        let first = list.views.byKey
        list.show([3, 4, 5])  // every view leaves; the three come back for the new keys
        #expect(list.registry.numberCreated == 3)
        #expect(Set(list.views.byKey.values.map(\.serial)) == Set(first.values.map(\.serial)))
        #expect(list.views.byKey.values.allSatisfy { $0.resets == 1 })
        // The pool hands out the view enqueued last: key 2's view shows key 3.
        #expect(list.views.byKey[3] === first[2])
    }

    @Test func aKeyWithoutAViewStaysEmptyAndIsAskedAgain() {
        let list = List()
        list.show([0, 1], missing: [1])
        #expect(list.views.byKey.keys.sorted() == [0])
        list.log = []
        list.show([0, 1])
        #expect(list.log == ["=0", "?1", "+1"])
    }

    @Test func endingAllGoesInKeyOrder() {
        let list = List()
        list.show([2, 0, 1])
        var ended: [Int] = []
        list.views.endDisplayingAll { key, _ in ended.append(key) }
        #expect(ended == [0, 1, 2])
        #expect(list.views.byKey.isEmpty)
    }

    @Test func dequeueWithoutRegistrationOrRecycledViewIsNil() {
        var registry = ReuseRegistry<Item>()
        var pool = ReusePool<Item>(defaultLimit: 1)
        #expect(registry.dequeue("other", from: &pool) == nil)
        pool.enqueue(Item(7, reuseIdentifier: "other"))
        #expect(registry.dequeue("other", from: &pool)?.resets == 1, "a recycled view is reset even if its class is not registered")
        #expect(registry.numberCreated == 0)
    }
}
