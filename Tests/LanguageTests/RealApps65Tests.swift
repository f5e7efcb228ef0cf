import Language
import Layout
import Testing

/// Shapes met in app files, old and new: a view made by the implicit member `.init(…)` of its
/// annotated type, a view-code protocol adopted in an extension, `#Preview` after `@available`.
/// Every paste is written for this test; frames are derived by hand on the default bare 375×667
/// screen.
@Suite("app files: real apps, set 65")
struct RealApps65Tests {
    @Test("`let badge: UIImageView = .init(…)` makes the annotated type, as Swift reads `.init`")
    func implicitInitOfAnnotatedType() {
        var session = Session()
        let outcomes = session.script("""
        class ResultCard: UIView {
            let badge: UIImageView = .init(image: nil)
            let caption: UILabel = {
                let label: UILabel = .init()
                label.text = "Matched"
                return label
            }()
            let blur: UIVisualEffectView = .init(effect: UIBlurEffect(style: .dark))
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(blur)
                addSubview(badge)
                addSubview(caption)
                blur.frame = CGRect(x: 0, y: 0, width: 200, height: 120)
                badge.translatesAutoresizingMaskIntoConstraints = false
                badge.widthAnchor.constraint(equalToConstant: 40).isActive = true
                badge.heightAnchor.constraint(equalToConstant: 40).isActive = true
                badge.centerXAnchor.constraint(equalTo: centerXAnchor).isActive = true
                badge.topAnchor.constraint(equalTo: topAnchor, constant: 12).isActive = true
                caption.translatesAutoresizingMaskIntoConstraints = false
                caption.topAnchor.constraint(equalTo: badge.bottomAnchor, constant: 8).isActive = true
                caption.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16).isActive = true
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        let card = ResultCard(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        view.addSubview(card)
        """)
        // Each `.init` is its annotation's initializer: three subviews, placed as written.
        #expect(session.frame("blur") == Rect(x: 0, y: 0, width: 200, height: 120))
        #expect(session.frame("badge") == Rect(x: 80, y: 12, width: 40, height: 40))
        // "Matched" at 17 pt: 20.333 tall, at 12 + 40 + 8.
        #expect(session.frame("caption")?.origin.y == 60)
        #expect(session.frame("caption")?.origin.x == 16)
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("not in the paste") })
    }

    @Test("a view-code protocol adopted in an extension: the undeclared `setupView()` runs the methods the extension declares for it")
    func viewCodeProtocolInExtension() {
        var session = Session()
        let outcomes = session.script("""
        final class WelcomeViewController: UIViewController {
            let banner = UIView()
            let startButton = UIButton(type: .system)
            override func viewDidLoad() {
                super.viewDidLoad()
                setupView()
            }
        }
        extension WelcomeViewController: ViewCode {
            func setupViewHierarchy() {
                view.addSubview(banner)
                view.addSubview(startButton)
            }
            func setupConstraints() {
                banner.translatesAutoresizingMaskIntoConstraints = false
                startButton.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    banner.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
                    banner.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                    banner.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                    banner.heightAnchor.constraint(equalToConstant: 120),
                    startButton.topAnchor.constraint(equalTo: banner.bottomAnchor, constant: 24),
                    startButton.leadingAnchor.constraint(equalTo: banner.leadingAnchor),
                    startButton.trailingAnchor.constraint(equalTo: banner.trailingAnchor),
                    startButton.heightAnchor.constraint(equalToConstant: 48)
                ])
            }
            func setupAdditionalConfiguration() {
                view.backgroundColor = .white
            }
        }
        """)
        // The hierarchy first, then the constraints: the banner 335 wide at y 40, the button 24 below it.
        #expect(session.frame("banner") == Rect(x: 20, y: 40, width: 335, height: 120))
        #expect(session.frame("startButton") == Rect(x: 20, y: 184, width: 335, height: 48))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("adopts 'ViewCode'") })
    }

    @Test("`#Preview` under `@available(iOS 17.0, *)` is a preview: left out with a note, the file runs on")
    func previewUnderAvailability() {
        var session = Session()
        let outcomes = session.script("""
        final class NoteViewController: UIViewController {
            let editor = UITextView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(editor)
                editor.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    editor.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
                    editor.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8),
                    editor.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -8),
                    editor.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -8)
                ])
            }
        }

        @available(iOS 17.0, *)
        #Preview {
            NoteViewController()
        }
        """)
        #expect(!outcomes.contains { $0.failed })
        #expect(session.frame("editor") == Rect(x: 8, y: 8, width: 359, height: 651))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("skipped '#Preview'") })
    }

    @Test("a method of the app's base class not in the paste, called bare with an argument, is skipped with a note, near another name or not")
    func baseClassMethodNearAnotherName() {
        var session = Session()
        let outcomes = session.script("""
        final class CommentsViewController: BaseViewController {
            let activityIndicator = UIActivityIndicatorView(style: .large)
            let list = UITableView()
            override func viewDidLoad() {
                super.viewDidLoad()
                setActivityIndicator(activityIndicator)
                view.addSubview(list)
                list.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    list.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                    list.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                    list.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                    list.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -20)
                ])
            }
        }
        """)
        #expect(!outcomes.contains { $0.failed })
        #expect(session.frame("list") == Rect(x: 20, y: 20, width: 335, height: 627))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("derives from 'BaseViewController'") })

        // At the prompt, where no such base is, a near miss is still the typo it looks like.
        var prompt = Session()
        prompt.script("let activityIndicator = UIActivityIndicatorView()")
        #expect(prompt.failing("setActivityIndicator(activityIndicator)").contains("no function 'setActivityIndicator'"))
    }

    @Test("a trailing closure of bare literals is a result builder's content, not values left unused")
    func literalsInBuilderClosure() {
        var session = Session()
        let outcomes = session.script("""
        final class SearchViewController: UIViewController, UISearchBarDelegate {
            let searchBar = UISearchBar()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(searchBar)
                searchBar.frame = CGRect(x: 0, y: 0, width: 375, height: 56)
            }
            func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
                let menu = SuggestionMenu(frame: .zero) {
                    "author:"
                    "tag:"
                }
                view.addSubview(menu)
                return true
            }
        }
        """)
        #expect(!outcomes.contains { $0.failed })
        #expect(session.frame("searchBar") == Rect(x: 0, y: 0, width: 375, height: 56))

        // Outside such a closure a literal alone on its line is still a mistake.
        var prompt = Session()
        #expect(prompt.failing("\"author:\"").contains("this value is not used"))
    }

    @Test("an assignment in parentheses is an expression of type (): `flag ? (a -= d) : (b -= d)` assigns on the side taken")
    func parenthesisedAssignment() {
        var session = Session()
        session.script("""
        let gauge = UIView()
        view.addSubview(gauge)
        var width: CGFloat = 100
        var height: CGFloat = 40
        let wider = true
        wider ? (width += 50) : (height += 50)
        (height -= 10)
        gauge.frame = CGRect(x: 0, y: 0, width: width, height: height)
        """)
        #expect(session.frame("gauge") == Rect(x: 0, y: 0, width: 150, height: 30))
    }

    @Test("a controller that hands itself to its view model: the set-up methods nothing in the paste calls run after viewDidLoad")
    func viewModelCallsBack() {
        var session = Session()
        let outcomes = session.script("""
        protocol ArticleViewInterface: AnyObject {
            func configureHeader()
            func configureBody()
        }
        final class ArticleViewController: UIViewController {
            private let viewModel = ArticleViewModel()
            private let header = UIView()
            private let body = UILabel()
            override func viewDidLoad() {
                super.viewDidLoad()
                viewModel.view = self
                viewModel.viewDidLoad()
            }
        }
        extension ArticleViewController: ArticleViewInterface {
            func configureHeader() {
                view.addSubview(header)
                header.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    header.topAnchor.constraint(equalTo: view.topAnchor),
                    header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    header.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.3)
                ])
            }
            func configureBody() {
                view.addSubview(body)
                body.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    body.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 12),
                    body.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    body.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16)
                ])
            }
        }
        """)
        // The header 0.3 of 667 = 200.1 tall; the empty body 12 below it, 343 wide.
        #expect(session.frame("header") == Rect(x: 0, y: 0, width: 375, height: 200.1).snapped(toPixelsOf: 3))
        #expect(session.frame("body") == Rect(x: 16, y: 212.1, width: 343, height: 0).snapped(toPixelsOf: 3))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("hands itself to, or reports its loaded view to, its view model or presenter") })

        // A controller that only makes itself a table's delegate hands nothing to the app: its
        // uncalled set-up method stays unrun.
        var plain = Session()
        plain.script("""
        final class ListViewController: UIViewController, UITableViewDelegate {
            private let list = UITableView()
            override func viewDidLoad() {
                super.viewDidLoad()
                list.delegate = self
            }
            func configureList() {
                view.addSubview(list)
            }
        }
        """)
        #expect(plain.frame("list") == nil)
    }

    @Test("a factory method of the app's shared object (`UICreator.shared.makeScrollView()`) stands in the view its name says")
    func sharedFactoryObject() {
        var session = Session()
        let outcomes = session.script("""
        final class HabitViewController: UIViewController {
            private let titleLabel = UICreator.shared.makeLabel(text: "New habit", font: UIFont.systemFont(ofSize: 16))
            private let scrollView: UIScrollView = {
                let scrollView = UICreator.shared.makeScrollView()
                scrollView.isPagingEnabled = false
                return scrollView
            }()
            private let box = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(titleLabel)
                view.addSubview(scrollView)
                scrollView.addSubview(box)
                titleLabel.translatesAutoresizingMaskIntoConstraints = false
                scrollView.translatesAutoresizingMaskIntoConstraints = false
                box.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    titleLabel.topAnchor.constraint(equalTo: view.topAnchor, constant: 27),
                    titleLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                    scrollView.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 38),
                    scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    box.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: 10),
                    box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    box.widthAnchor.constraint(equalToConstant: 100),
                    box.heightAnchor.constraint(equalToConstant: 50)
                ])
            }
        }
        """)
        #expect(!outcomes.contains { $0.failed })
        // "New habit" at 17 pt, centred 27 from the top; the scroll view 38 below it to the bottom.
        #expect(session.frame("titleLabel")?.origin.y == 27)
        let scroll = session.frame("scrollView")
        #expect(scroll.map { abs($0.origin.y - 85.333) < 0.001 && abs($0.size.height - 581.667) < 0.001 } == true)
        #expect(scroll?.size.width == 375)
        #expect(session.frame("box") == Rect(x: 16, y: 10, width: 100, height: 50))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("'makeScrollView(…)' is not in the paste (the app's own factory)") })
    }

    @Test("`guard let self else { return }` in a closure unwraps the controller, with no note that 'self' is the app's")
    func guardLetSelfShorthand() {
        var session = Session()
        let outcomes = session.script("""
        final class CounterViewController: UIViewController {
            let badge = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(badge)
                DispatchQueue.main.async { [weak self] in
                    guard let self else { return }
                    self.badge.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
                }
            }
        }
        """)
        #expect(session.frame("badge") == Rect(x: 10, y: 20, width: 30, height: 40))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("'self'") })
    }

    @Test("a call with arguments named as another UIKit class's property is the app's own method: `self.collectionView(list, didSelectItemAt: i)`")
    func delegateMethodNotInPaste() {
        var session = Session()
        let outcomes = session.script("""
        final class PickerViewController: UIViewController {
            let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(grid)
                grid.frame = CGRect(x: 0, y: 100, width: 375, height: 156)
                self.collectionView(grid, didSelectItemAt: IndexPath(row: 0, section: 0))
            }
        }
        """)
        #expect(!outcomes.contains { $0.failed })
        #expect(session.frame("grid") == Rect(x: 0, y: 100, width: 375, height: 156))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("'collectionView' is a property") })
    }

    @Test("a static constant worked out from a sibling static by its bare name: `static let inset = pad * 2` is 16")
    func staticFromSiblingStatic() {
        var session = Session()
        let outcomes = session.script("""
        final class BarView: UIView {
            private enum Metric {
                static let pad: CGFloat = 8
                static let inset: CGFloat = pad * 2
            }
            let item = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(item)
                item.translatesAutoresizingMaskIntoConstraints = false
                item.leadingAnchor.constraint(equalTo: leadingAnchor, constant: Metric.inset).isActive = true
                item.topAnchor.constraint(equalTo: topAnchor, constant: Metric.pad).isActive = true
                item.widthAnchor.constraint(equalToConstant: 50).isActive = true
                item.heightAnchor.constraint(equalToConstant: 50).isActive = true
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        let bar = BarView(frame: CGRect(x: 0, y: 0, width: 375, height: 66))
        view.addSubview(bar)
        """)
        #expect(session.frame("item") == Rect(x: 16, y: 8, width: 50, height: 50))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("not in the paste") })
    }
}
