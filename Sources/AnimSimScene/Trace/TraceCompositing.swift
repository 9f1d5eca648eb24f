import AnimSimCore

/// A view's compositing effect and cross-fade in a trace: `"shadow"` with its presented
/// colour (sRGB, 0…1), radius and offset; `"compositing"` naming a group or mask;
/// `"blendMode"`; and, in the position pane, `"crossFade"` with the content fading out
/// and the new content's share (and a text's font size at that instant, when it changes, and
/// what an interrupted fade still drew, `"earlier"`).
enum TraceCompositing {
    static func write(_ item: DisplayItem, _ json: inout JSONStream) {
        if let compositing = item.compositing {
            switch compositing.kind {
            case .shadow(let shadow):
                json.key("shadow")
                json.object { json in
                    json.key("color")
                    json.array(oneLine: true) { json in
                        for value in [shadow.color.red, shadow.color.green, shadow.color.blue, shadow.color.opacity] { json.number(value) }
                    }
                    json.key("radius"); json.number(shadow.radius)
                    json.key("offset")
                    json.array(oneLine: true) { json in json.number(Double(shadow.offset.width)); json.number(Double(shadow.offset.height)) }
                }
            case .group: json.key("compositing"); json.string("group")
            case .mask: json.key("compositing"); json.string("mask")
            case .blend(let mode): json.key("blendMode"); json.string(mode.rawValue)
            }
        }
        if let fade = item.crossFade {
            json.key("crossFade")
            json.object { json in
                if let text = fade.fromText { json.key("fromText"); json.string(text) }
                if let label = fade.fromLabel { json.key("fromLabel"); json.string(label.text) }
                json.key("progress"); json.number(fade.progress)
                if let size = fade.fontSize { json.key("fontSize"); json.number(Double(size)) }
                if !fade.earlier.isEmpty {
                    // What an interrupted fade still drew, each at its share of 1 − progress.
                    json.key("earlier")
                    json.array { json in
                        for layer in fade.earlier {
                            json.object { json in
                                if let text = layer.text { json.key("text"); json.string(text) }
                                if let label = layer.label { json.key("label"); json.string(label.text) }
                                if let image = layer.image { json.key("image"); json.string(image.name) }
                                json.key("share"); json.number(layer.share)
                            }
                        }
                    }
                }
            }
        }
    }
}
