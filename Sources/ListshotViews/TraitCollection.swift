import ListshotText

/// What a view is drawn for: light or dark, the reader's text size, and the direction of
/// the language (UIKit's `UITraitCollection`).
///
/// A view's ``View/traitCollection`` is its ``View/traitOverrides`` over its superview's;
/// a trait left `nil` is taken from above, and at the root from ``standard`` (light,
/// Large, left to right). Set the traits on the list, and everything in it follows:
///
/// ```swift
/// table.traitOverrides = TraitCollection(userInterfaceStyle: .dark, preferredContentSizeCategory: .accessibilityExtraLarge)
/// ```
///
/// While a list makes and lays out its cells, its traits are ``current``: the semantic
/// colours (`Color.label`, `Color.systemBackground`, …) and
/// `Font.preferredFont(forTextStyle:)` a data source reads in `cellForRowAt` take their
/// values from it, as UIKit resolves its dynamic colours against
/// `UITraitCollection.current`. A colour is resolved when it is read, so a cell made under
/// one set of traits keeps its colours: a table whose traits change makes its cells again
/// (``TableView`` reloads), and a view of your own updates what it set itself in
/// ``View/traitCollectionDidChange(_:)``.
public struct TraitCollection: Hashable, Sendable, CustomStringConvertible {
    /// Light or dark; `nil` takes the superview's.
    public var userInterfaceStyle: UserInterfaceStyle?
    /// The reader's text size (UIKit's `preferredContentSizeCategory`); `nil` takes the superview's.
    public var preferredContentSizeCategory: TextSize?
    /// The language's direction; `nil` takes the superview's. A view's
    /// ``View/semanticContentAttribute`` that forces a direction wins over it.
    public var layoutDirection: UserInterfaceLayoutDirection?

    /// Traits with the given values; those not given are taken from the superview.
    public init(
        userInterfaceStyle: UserInterfaceStyle? = nil, preferredContentSizeCategory: TextSize? = nil,
        layoutDirection: UserInterfaceLayoutDirection? = nil
    ) {
        self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.layoutDirection = layoutDirection
    }

    /// The traits of a view with none set above it: light, Large, left to right.
    public static let standard = TraitCollection(
        userInterfaceStyle: .light, preferredContentSizeCategory: .large, layoutDirection: .leftToRight)

    /// These traits, with each one left `nil` taken from `base` (UIKit's `modifyingTraits`
    /// over a parent's collection).
    public func merged(over base: TraitCollection) -> TraitCollection {
        TraitCollection(
            userInterfaceStyle: userInterfaceStyle ?? base.userInterfaceStyle,
            preferredContentSizeCategory: preferredContentSizeCategory ?? base.preferredContentSizeCategory,
            layoutDirection: layoutDirection ?? base.layoutDirection)
    }

    /// Every trait given: these over ``standard``.
    public var resolved: TraitCollection { merged(over: .standard) }

    /// The style, light when none is given.
    public var resolvedStyle: UserInterfaceStyle { userInterfaceStyle ?? .light }
    /// The text size, Large when none is given.
    public var resolvedContentSizeCategory: TextSize { preferredContentSizeCategory ?? .large }

    /// What a cell's layout reads of the text size: its body scale and whether it is an
    /// accessibility size.
    public var contentSizeTraits: ContentSizeTraits {
        let size = resolvedContentSizeCategory
        return ContentSizeTraits(scale: size.bodyPointSize / TextSize.large.bodyPointSize, isAccessibilityCategory: size.isAccessibilityCategory)
    }

    /// The traits that are given, short, joined by `-`: `dark-AX3-rtl`, `light`, `XL`;
    /// empty when none is. What a golden checked with these traits adds to its name.
    public var shortName: String {
        var parts: [String] = []
        if let userInterfaceStyle { parts.append(userInterfaceStyle.rawValue) }
        if let preferredContentSizeCategory { parts.append(preferredContentSizeCategory.shortName) }
        if let layoutDirection { parts.append(layoutDirection == .rightToLeft ? "rtl" : "ltr") }
        return parts.joined(separator: "-")
    }

    public var description: String { shortName.isEmpty ? "no traits" : shortName }

    /// The traits that semantic colours and preferred fonts are resolved against now: those
    /// of the list being laid out or drawn, else ``standard``. A task-local value, so that
    /// tests drawing on several threads at once do not see each other's.
    @TaskLocal public static var current: TraitCollection = .standard

    /// Runs `body` with these traits (over ``standard``) as ``current`` (UIKit's
    /// `performAsCurrent`).
    public func performAsCurrent<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        let traits = resolved
        if Self.current == traits { return try body() }
        let outcome: Swift.Result<Result, Failure> = Self.$current.withValue(traits) {
            do throws(Failure) { return .success(try body()) } catch { return .failure(error) }
        }
        return try outcome.get()
    }
}
