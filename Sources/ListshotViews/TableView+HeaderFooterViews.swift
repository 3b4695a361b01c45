import ListshotGeometry
import ListshotLayout
import ListshotText

extension TableView {
    /// The identifier the table keeps its default title views under.
    static let defaultHeaderFooterReuseIdentifier = "listshot.TableViewHeaderFooterView.default"

    // MARK: Registering and dequeuing header and footer views

    /// Tells the table which class to instantiate for `identifier` when its pool has no header
    /// or footer view to recycle (UIKit's `register(_:forHeaderFooterViewReuseIdentifier:)`).
    public func register(_ viewClass: TableViewHeaderFooterView.Type, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterRegistry.register(viewClass, for: identifier)
    }

    /// A recycled header or footer view for `identifier` if the pool has one (after its
    /// `prepareForReuse()`), otherwise a new instance of the registered class; `nil` when no
    /// class is registered for `identifier`, as in UIKit. Call it from the delegate's
    /// `viewForHeaderInSection` or `viewForFooterInSection`: the table styles the view as a
    /// header or a footer when it shows it, and recycles it when it scrolls off screen.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> TableViewHeaderFooterView? {
        headerFooterRegistry.dequeue(identifier, from: &headerFooterPool)
    }

    /// The number of header and footer views waiting in the reuse pool for `identifier`.
    public func numberOfReusableHeaderFooterViews(withIdentifier identifier: String) -> Int {
        headerFooterPool.count(for: identifier)
    }

    /// Puts a view the delegate made only to be asked about (for a default height) back in
    /// the pool, when it is a reusable header or footer view that is not in use.
    func recycleIfUnused(_ view: View) {
        guard let view = view as? TableViewHeaderFooterView, view.reuseIdentifier != nil, view.superview == nil,
              !displayedHeaders.values.contains(where: { $0 === view }),
              !displayedFooters.values.contains(where: { $0 === view }),
              !headerFooterPool.contains(view)
        else { return }
        headerFooterPool.enqueue(view)
    }

    /// The height a default title view needs to show `title` at the headers' width, measured
    /// by one view per kind kept for that alone.
    func heightOfTitle(_ title: String, kind: TableViewHeaderFooterView.Kind) -> Double {
        let view = sizingHeaderFooterViews[kind] ?? TableViewHeaderFooterView(title: nil, kind: kind, style: style)
        sizingHeaderFooterViews[kind] = view
        view.showTitle(in: titleFont(of: kind))
        view.showTitle(title)
        view.horizontalLayoutMargin = TableStyle.layoutMargin(forWidth: frame.width)
        // At the width headers have: the table's, less the inset grouped style's margins.
        let width = max(0, frame.width - 2 * style.horizontalInset(forWidth: frame.width))
        return view.sizeThatFits(Size(width: width, height: .infinity)).height
    }

    // MARK: Showing and recycling them

    /// Ends the headers (or footers) that left the viewport, moves those that stayed, and
    /// shows those that came on screen, from `attributes`, the layout's answer for this
    /// offset: the delegate's view, else a recycled ``TableViewHeaderFooterView`` showing
    /// the title. Footers go above the rows; headers are put above footers after this.
    func layoutSupplementaryViews(_ kind: TableViewHeaderFooterView.Kind, _ attributes: [LayoutAttributes]) {
        (kind == .header ? headers : footers).update(
            to: attributes, keyedBy: \.element.indexPath.section,
            end: { endDisplaying($1, as: kind, inSection: $0) },
            move: { place, view in view.frame = place.frame },
            make: { place in
                let view = makeSupplementaryView(kind, section: place.element.indexPath.section)
                view.frame = place.frame
                return view
            },
            show: { place, view in
                let section = place.element.indexPath.section
                if kind == .header {
                    delegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
                } else {
                    delegate?.tableView(self, willDisplayFooterView: view, forSection: section)
                    addSubview(view)
                }
            })
    }

    /// The delegate's view for a section's header or footer, else a default title view; a
    /// ``TableViewHeaderFooterView`` is styled as `kind` in the table's style.
    private func makeSupplementaryView(_ kind: TableViewHeaderFooterView.Kind, section: Int) -> View {
        let custom = kind == .header
            ? delegate?.tableView(self, viewForHeaderInSection: section)
            : delegate?.tableView(self, viewForFooterInSection: section)
        if let custom {
            if let view = custom as? TableViewHeaderFooterView {
                view.kind = kind
                view.style = style
                view.horizontalLayoutMargin = TableStyle.layoutMargin(forWidth: frame.width)
            }
            return custom
        }
        let title = kind == .header
            ? dataSource?.tableView(self, titleForHeaderInSection: section)
            : dataSource?.tableView(self, titleForFooterInSection: section)
        let view = headerFooterRegistry.dequeue(Self.defaultHeaderFooterReuseIdentifier, from: &headerFooterPool)!
        view.kind = kind
        view.style = style
        view.horizontalLayoutMargin = TableStyle.layoutMargin(forWidth: frame.width)
        view.showTitle(in: titleFont(of: kind))
        view.showTitle(title)
        return view
    }

    /// The font the table gives default titles of `kind`, `nil` for the style's.
    private func titleFont(of kind: TableViewHeaderFooterView.Kind) -> Font? {
        kind == .header ? sectionHeaderTitleFont : sectionFooterTitleFont
    }

    /// Takes a section's header or footer view off screen, reports it and recycles it.
    func endDisplaying(_ view: View, as kind: TableViewHeaderFooterView.Kind, inSection section: Int) {
        view.removeFromSuperview()
        if kind == .header {
            delegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
        } else {
            delegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
        }
        recycle(view)
    }

    /// Keeps a header or footer view that left the screen for reuse, when it has a reuse
    /// identifier; other views are let go.
    private func recycle(_ view: View) {
        guard let view = view as? TableViewHeaderFooterView, view.reuseIdentifier != nil else { return }
        headerFooterPool.enqueue(view)
    }
}
