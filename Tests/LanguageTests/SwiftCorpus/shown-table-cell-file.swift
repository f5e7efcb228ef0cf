import UIKit
import SnapKit

final class RecipeCell: UITableViewCell {
    static let reuseID = "RecipeCell"

    private let thumbnail = UIImageView()
    private let nameLabel: UILabel = {
        let label = UILabel()
        label.font = .systemFont(ofSize: 17, weight: .semibold)
        label.text = "Plum tart"
        return label
    }()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(thumbnail)
        contentView.addSubview(nameLabel)
        thumbnail.snp.makeConstraints { make in
            make.top.leading.bottom.equalToSuperview().inset(12)
            make.width.height.equalTo(56)
        }
        nameLabel.snp.makeConstraints { make in
            make.leading.equalTo(thumbnail.snp.trailing).offset(12)
            make.trailing.equalToSuperview().inset(16)
            make.centerY.equalTo(thumbnail)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
